import type { PublicSurveyQuestion } from '@fsp/domain/contracts/public-survey';
import type { PublicSurveyLanguage } from '@fsp/domain/rules/public-survey';
import en, { type PublicSurveyTexts } from '../../i18n/public-survey/en';
import tr from '../../i18n/public-survey/tr';
import ru from '../../i18n/public-survey/ru';
import az from '../../i18n/public-survey/az';
import ge from '../../i18n/public-survey/ge';
import { PART2_DAY_FORMAT } from '../../lib/date-formats';

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

/** The reason box's label: the question's own reason text, else a plain request (the box is never without a name). */
export const reasonLabel = (question: Pick<PublicSurveyQuestion, 'reasonQuestionText'>, t: Translate) => question.reasonQuestionText?.trim() || t('reasonLabel');

/**
 * A rating's name for screen readers ('2 of 5', '1 of 5 – Very dissatisfied'). The ends are named only on a scale
 * of two faces or more: a one-face scale's face is neither end (it is drawn smiling), so it is just '1 of 1'.
 */
export function ratingLabel(value: number, max: number, t: Translate): string {
  const end = max < 2 ? null : value === 1 ? t('lowest') : value === max ? t('highest') : null;
  return t('ratingOf', { value, max }) + (end ? ` – ${end}` : '');
}

/**
 * Month names (CLDR's, as the portal's dayjs locales have them) of the languages whose data Chrome's own Intl lacks:
 * its reduced ICU names an Azerbaijani month 'M11' and a Georgian one in English, on desktops and phones alike.
 */
const MONTHS: Partial<Record<PublicSurveyLanguage, readonly string[]>> = {
  az: ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avqust', 'sentyabr', 'oktyabr', 'noyabr', 'dekabr'],
  ge: ['იანვარი', 'თებერვალი', 'მარტი', 'აპრილი', 'მაისი', 'ივნისი', 'ივლისი', 'აგვისტო', 'სექტემბერი', 'ოქტომბერი', 'ნოემბერი', 'დეკემბერი'],
};

/**
 * YYYYMMDD as part 2 shows days (PART2_DAY_FORMAT, 'DD MMMM YYYY') in the page's language. Intl names the month (the
 * page carries no dayjs), but its own order and words differ by language ('September 05, 2026', '05 сентября 2026 г.'),
 * so only its parts are taken, in the spec's order.
 */
export function formatSurveyDate(day: string | null, language: PublicSurveyLanguage): string | null {
  const m = day ? /^(\d{4})(\d{2})(\d{2})$/.exec(day) : null;
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const parts = new Intl.DateTimeFormat(LOCALE_TAG[language], { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const byToken: Record<string, string> = { DD: m[3], MMMM: MONTHS[language]?.[Number(m[2]) - 1] ?? part('month'), YYYY: m[1] };
  return PART2_DAY_FORMAT.replace(/DD|MMMM|YYYY/g, (token) => byToken[token]);
}
