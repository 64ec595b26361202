import { useMemo } from 'react';
import { useLanguage } from './index';

/** A country code's name in the interface language ('TR' -> 'Türkiye' / 'Turkey'); the code when unknown. */
export function useCountryName(): (code: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language === 'ge' ? 'ka' : language], { type: 'region', fallback: 'code' });
    return (code: string) => {
      try {
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [language]);
}
