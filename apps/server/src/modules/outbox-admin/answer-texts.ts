import type { Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/** The retry's refusal in the administrator's portal language. */
const TEXTS: Record<Language, { notFailed: string }> = {
  en: { notFailed: 'The message was not found among the failed ones.' },
  tr: { notFailed: 'Mesaj, gönderilemeyenler arasında bulunamadı.' },
  ru: { notFailed: 'Сообщение не найдено среди неотправленных.' },
  az: { notFailed: 'Mesaj göndərilə bilməyənlər arasında tapılmadı.' },
  ge: { notFailed: 'შეტყობინება ვერ მოიძებნა ვერგაგზავნილებს შორის.' },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
