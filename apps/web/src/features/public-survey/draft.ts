/** One question's answer as the form holds it before sending. */
export interface DraftAnswer {
  answer: number | null;
  reason: string;
}

export type SurveyDraft = Record<string, DraftAnswer>;

export interface DraftStore {
  read(): SurveyDraft;
  write(draft: SurveyDraft): void;
  clear(): void;
}

/**
 * The answers of a form not sent yet, kept in the tab's session storage under the link's code: a phone browser that
 * reloads the page or discards the tab in the background (the customer switched to the SMS app and back) gives the
 * faces and the reasons back instead of an empty form. Storage an in-app browser refuses (or a full one) just keeps
 * nothing; the form works as before.
 */
export function surveyDraftStore(win: Pick<Window, 'sessionStorage'>, code: string): DraftStore {
  const key = `fsp.surveyDraft.${code}`;
  const storage = () => {
    try {
      return win.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '{}');
        return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SurveyDraft) : {};
      } catch {
        return {};
      }
    },
    write(draft) {
      try {
        storage()?.setItem(key, JSON.stringify(draft));
      } catch {
        // Nothing kept: the answers are still on the form.
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
