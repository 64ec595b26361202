import type { Plugin } from 'vite';

/** rc-tabs' tab button, which writes the focused tab's position into a hidden live region. */
export const TAB_NODE = /[\\/]@rc-component[\\/]tabs[\\/]es[\\/]TabNavList[\\/]TabNode\.js$/;
/** The English text it writes: "Tab 2 of 5". */
const POSITION_TEXT = '`Tab ${currentPosition} of ${tabCount}`';

/**
 * rc-tabs announces a focused tab as "Tab 2 of 5" in English through a live region of its own, in every language
 * of the portal (it has no setting for the text). A screen reader already says a tab's position in its own language
 * from the tab list's roles, so the region is left empty. The build fails if the text is no longer there.
 */
export function tabAnnouncementInReadersLanguage(): Plugin {
  return {
    name: 'fsp-tab-announcement',
    enforce: 'pre',
    transform(code, id) {
      if (!TAB_NODE.test(id)) return null;
      if (!code.includes(POSITION_TEXT)) this.error(`${id} no longer writes ${POSITION_TEXT}: update build/tab-announcement.ts`);
      return { code: code.replace(POSITION_TEXT, "''"), map: null };
    },
  };
}
