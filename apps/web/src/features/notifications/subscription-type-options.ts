import { HTML_LANG, normalizeLanguage } from '../../i18n/language';

/**
 * The type options of the localisation map, by label in the interface language ('ge' is Intl's 'ka'): the labels are
 * translated, so the reader's alphabet orders them, not the browser's.
 */
export function subscriptionTypeOptions(labels: Readonly<Record<string, string>> | undefined, language: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(HTML_LANG[normalizeLanguage(language) ?? 'en']);
  return Object.entries(labels ?? {})
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
