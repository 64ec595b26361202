import { HISTORY_MESSAGES, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/** The history filter's refusals, in the web's own words for the same rules (the screen shows a refusal as it comes). */
const TEXTS: Record<Language, Record<keyof typeof HISTORY_MESSAGES, string>> = {
  en: HISTORY_MESSAGES,
  tr: {
    organizationAndTeam: 'Organizasyon ve ekip birlikte seçilemez',
    endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  },
  ru: {
    organizationAndTeam: 'Нельзя выбрать одновременно организацию и бригаду',
    endBeforeStart: 'Дата окончания не может быть раньше даты начала',
  },
  az: {
    organizationAndTeam: 'Təşkilat və komanda birlikdə seçilə bilməz',
    endBeforeStart: 'Bitmə tarixi başlama tarixindən əvvəl ola bilməz',
  },
  ge: {
    organizationAndTeam: 'ორგანიზაციისა და გუნდის ერთდროულად არჩევა შეუძლებელია',
    endBeforeStart: 'დასრულების თარიღი დაწყებამდე ვერ იქნება',
  },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
