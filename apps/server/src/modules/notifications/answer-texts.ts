import { MAX_SUBSCRIPTIONS_PER_USER as SUBSCRIPTION_LIMIT, SUBSCRIPTION_MESSAGES, type Language } from '@fsp/domain';
import { callerTexts } from '../../texts';

interface Refusals {
  unknownType(type: string): string;
  teamOutOfScope(id: number): string;
  duplicate: string;
  tooMany: string;
  notFound: string;
}

/** The notification dialog's refusals in the caller's language: the dialog shows the server's message as it comes. */
const TEXTS: Record<Language, Refusals> = {
  en: SUBSCRIPTION_MESSAGES,
  tr: {
    unknownType: (type) => `Bilinmeyen bildirim türü ${type}.`,
    teamOutOfScope: (id) => `${id} numaralı ekip sizin ekiplerinizden biri değil.`,
    duplicate: 'Bu bildirim zaten sizde var.',
    tooMany: `En fazla ${SUBSCRIPTION_LIMIT} bildirim tutabilirsiniz.`,
    notFound: 'Bildirim bulunamadı.',
  },
  ru: {
    unknownType: (type) => `Неизвестный тип уведомления ${type}.`,
    teamOutOfScope: (id) => `Бригада ${id} не входит в ваши бригады.`,
    duplicate: 'Такое уведомление у вас уже есть.',
    tooMany: `Можно хранить не более ${SUBSCRIPTION_LIMIT} уведомлений.`,
    notFound: 'Уведомление не найдено.',
  },
  az: {
    unknownType: (type) => `Naməlum bildiriş növü ${type}.`,
    teamOutOfScope: (id) => `${id} nömrəli komanda sizin komandalarınızdan deyil.`,
    duplicate: 'Bu bildiriş sizdə artıq var.',
    tooMany: `Ən çox ${SUBSCRIPTION_LIMIT} bildiriş saxlaya bilərsiniz.`,
    notFound: 'Bildiriş tapılmadı.',
  },
  ge: {
    unknownType: (type) => `შეტყობინების უცნობი ტიპი ${type}.`,
    teamOutOfScope: (id) => `გუნდი ${id} თქვენს გუნდებს არ ეკუთვნის.`,
    duplicate: 'ეს შეტყობინება უკვე გაქვთ.',
    tooMany: `შეგიძლიათ შეინახოთ მაქსიმუმ ${SUBSCRIPTION_LIMIT} შეტყობინება.`,
    notFound: 'შეტყობინება ვერ მოიძებნა.',
  },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: { user: { cultureName: string | null } }) => callerTexts(TEXTS, ctx);
