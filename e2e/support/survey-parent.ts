/**
 * The parent page of the embedded survey (view=boom) is served on this host name, mapped to 127.0.0.1 in
 * Chromium: a loopback parent may frame the loopback portal (Chromium's local-network checks block a public
 * one). The server allows its origin in SURVEY_EMBED_ORIGINS (global-setup); OTHER_PARENT_HOST is not allowed.
 */
export const SURVEY_PARENT_HOST = 'survey-parent.test';
export const OTHER_PARENT_HOST = 'other-parent.test';
export const PARENT_HOST_RULES = `--host-resolver-rules=MAP ${SURVEY_PARENT_HOST} 127.0.0.1, MAP ${OTHER_PARENT_HOST} 127.0.0.1`;
