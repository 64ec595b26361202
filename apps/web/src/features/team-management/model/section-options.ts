import { HTML_LANG, normalizeLanguage } from '../../../i18n/language';

/**
 * Section options by their name in the reader's language ('ge' is Intl's 'ka'): the names are translated from the
 * localisation map, so the interface language's alphabet orders them, not the browser's.
 */
export function sortSectionOptions<T extends { name: string }>(options: readonly T[], language: string): T[] {
  const collator = new Intl.Collator(HTML_LANG[normalizeLanguage(language) ?? 'en']);
  return [...options].sort((a, b) => collator.compare(a.name, b.name));
}
