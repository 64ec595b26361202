import type { PublicSurveyLanguage } from '@fsp/domain/rules/public-survey';
import en, { type PublicSurveyTexts } from '../../i18n/public-survey/en';
import tr from '../../i18n/public-survey/tr';
import ru from '../../i18n/public-survey/ru';
import az from '../../i18n/public-survey/az';
import ge from '../../i18n/public-survey/ge';

const CATALOGUES: Record<PublicSurveyLanguage, PublicSurveyTexts> = { en, tr, ru, az, ge };
/** BCP 47 tags for <html lang> and Intl: the spec's 'ge' is Georgian (ka). */
const LOCALE_TAG: Record<PublicSurveyLanguage, string> = { en: 'en', tr: 'tr', ru: 'ru', az: 'az', ge: 'ka' };

export type TextKey = keyof PublicSurveyTexts;
export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** The page's translator: the same {{name}} placeholders as the portal's i18next catalogues. */
export function translator(language: PublicSurveyLanguage): Translate {
  const texts = CATALOGUES[language];
  return (key, values = {}) => texts[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const localeTag = (language: PublicSurveyLanguage) => LOCALE_TAG[language];

/** YYYYMMDD as 'DD MMMM YYYY' in the page's language (spec part 2 §9). */
export function formatSurveyDate(day: string | null, language: PublicSurveyLanguage): string | null {
  const m = day ? /^(\d{4})(\d{2})(\d{2})$/.exec(day) : null;
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(LOCALE_TAG[language], { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
