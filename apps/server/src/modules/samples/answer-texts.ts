import { SAMPLE_MESSAGES, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/** A chosen team outside the caller's scope reads like an unknown one: the same 400. */
export const UNKNOWN_TEAM = 'teams: a team is unknown or not one of yours.';

/**
 * The sample filter's refusals, in the web's own words for the same rules (the screen shows a refusal as it comes).
 * The unknown team's text starts with the field's name, as in English.
 */
const TEXTS: Record<Language, Record<keyof typeof SAMPLE_MESSAGES | 'unknownTeam', string>> = {
  en: { ...SAMPLE_MESSAGES, unknownTeam: UNKNOWN_TEAM },
  tr: {
    endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    sampleRange: 'Son numune numarası ilkinden önce olamaz.',
    unknownTeam: 'teams: ekiplerden biri bilinmiyor ya da sizin ekiplerinizden değil.',
  },
  ru: {
    endBeforeStart: 'Дата окончания не может быть раньше даты начала',
    sampleRange: 'Последний номер пробы не может быть меньше первого.',
    unknownTeam: 'teams: одна из бригад неизвестна или не относится к вашим.',
  },
  az: {
    endBeforeStart: 'Bitmə tarixi başlama tarixindən əvvəl ola bilməz',
    sampleRange: 'Son nümunə nömrəsi birincidən əvvəl ola bilməz.',
    unknownTeam: 'teams: komandalardan biri naməlumdur və ya sizin komandalarınızdan deyil.',
  },
  ge: {
    endBeforeStart: 'დასრულების თარიღი დაწყებამდე ვერ იქნება',
    sampleRange: 'ბოლო ნიმუშის ნომერი პირველზე ნაკლები ვერ იქნება.',
    unknownTeam: 'teams: ერთ-ერთი გუნდი უცნობია ან თქვენს გუნდებს არ ეკუთვნის.',
  },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
