import { SURVEY_LOGOS, type PublicSurveyLanguage } from '@fsp/domain/rules/public-survey';

type LogoCountry = (typeof SURVEY_LOGOS)[string]['country'];

/**
 * The language of the country name drawn into each logo (public/survey-logos/<country>.svg). Kazakhstan's and
 * Kyrgyzstan's read Russian, the language of their pages (spec §9 logo-country map).
 */
const CAPTION_LANGUAGE: Record<LogoCountry, PublicSurveyLanguage> = { tr: 'tr', az: 'az', ge: 'ge', kz: 'ru', kg: 'ru' };

/**
 * The logo's address: the country's own when its caption reads in the page's language, else the caption-free mark,
 * so the picture never puts a second language on the page (docs/decisions/0018, "Languages").
 */
export function surveyLogoSrc(logoId: string | null | undefined, language: PublicSurveyLanguage): string {
  const country = SURVEY_LOGOS[logoId ?? '']?.country;
  return `/survey-logos/${country && CAPTION_LANGUAGE[country] === language ? country : 'default'}.svg`;
}
