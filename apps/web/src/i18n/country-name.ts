import { useMemo } from 'react';
import { browserHasLocale } from '../lib/locale-data';
import i18n, { useLanguage } from './index';
import { HTML_LANG } from './language';

/**
 * A country code's name in the interface language ('TR' -> 'Türkiye' / 'Turkey'); the code when unknown. Where the
 * browser has no region names for the language, the portal's countries are named from the catalogue.
 */
export function useCountryName(): (code: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const tag = HTML_LANG[language];
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    const fromCatalogue = !browserHasLocale(tag);
    return (code: string) => {
      const named: unknown = fromCatalogue ? i18n.getResource(language, 'translation', `ciBoard.country.names.${code.toUpperCase()}`) : undefined;
      if (typeof named === 'string') return named;
      try {
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [language]);
}
