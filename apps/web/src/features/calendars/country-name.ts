import { useLanguage } from '../../i18n';

/** A country code's name in the interface language ('TR' -> 'Türkiye' / 'Turkey'); the code when unknown. */
export function useCountryName(): (code: string) => string {
  const language = useLanguage();
  const names = new Intl.DisplayNames([language === 'ge' ? 'ka' : language], { type: 'region', fallback: 'code' });
  return (code) => {
    try {
      return names.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
}
