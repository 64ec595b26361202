import { LANGUAGES, type Language } from '@fsp/domain';

/** dayjs and antd call Georgian 'ka'; the spec (and the server's cultureName) call it 'ge'. */
export const DAYJS_LOCALE: Record<Language, string> = { en: 'en', tr: 'tr', ru: 'ru', az: 'az', ge: 'ka' };
export const HTML_LANG: Record<Language, string> = { en: 'en', tr: 'tr', ru: 'ru', az: 'az', ge: 'ka' };

/** Maps any language tag we may meet (tr-TR, ka, RU, null) onto one of the product languages. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'ka') return 'ge';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}

/** Start-up language: the user's last choice, else the browser's, else English. */
export function pickInitialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  const fromStore = normalizeLanguage(stored);
  if (fromStore) return fromStore;
  for (const tag of browserLanguages) {
    const lang = normalizeLanguage(tag);
    if (lang) return lang;
  }
  return 'en';
}
