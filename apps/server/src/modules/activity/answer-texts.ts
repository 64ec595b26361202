import { ACTIVITY_MESSAGES, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/** The activity filter's refusal, in the web's own words for the same rule (the screen shows a refusal as it comes). */
const TEXTS: Record<Language, { endBeforeStart: string }> = {
  en: ACTIVITY_MESSAGES,
  tr: { endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz' },
  ru: { endBeforeStart: 'Дата окончания не может быть раньше даты начала' },
  az: { endBeforeStart: 'Bitmə tarixi başlama tarixindən əvvəl ola bilməz' },
  ge: { endBeforeStart: 'დასრულების თარიღი დაწყებამდე ვერ იქნება' },
};

/** The refusal's text in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
