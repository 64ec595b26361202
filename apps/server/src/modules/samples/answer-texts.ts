import { SAMPLE_MESSAGES, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/** The sample filter's refusals, in the web's own words for the same rules (the screen shows a refusal as it comes). */
const TEXTS: Record<Language, Record<keyof typeof SAMPLE_MESSAGES, string>> = {
  en: SAMPLE_MESSAGES,
  tr: {
    endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    sampleRange: 'Son numune numarası ilkinden önce olamaz.',
  },
  ru: {
    endBeforeStart: 'Дата окончания не может быть раньше даты начала',
    sampleRange: 'Последний номер пробы не может быть меньше первого.',
  },
  az: {
    endBeforeStart: 'Bitmə tarixi başlama tarixindən əvvəl ola bilməz',
    sampleRange: 'Son nümunə nömrəsi birincidən əvvəl ola bilməz.',
  },
  ge: {
    endBeforeStart: 'დასრულების თარიღი დაწყებამდე ვერ იქნება',
    sampleRange: 'ბოლო ნიმუშის ნომერი პირველზე ნაკლები ვერ იქნება.',
  },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
