/** The message the parent window gets when the page is embedded (view=boom), spec part 2 §4. */
export interface SurveyParentMessage {
  source: 'fsp-survey';
  status: 'success' | 'failure';
  reason: 'answered' | 'expired' | 'already_answered';
}

/**
 * Tells the parent, never with '*': one postMessage per configured origin, which the browser delivers only
 * when the parent really is at that origin.
 */
export function notifyParent(win: Window, origins: readonly string[], message: SurveyParentMessage) {
  if (win.parent === win) return;
  for (const origin of origins) win.parent.postMessage(message, origin);
}
