import { TECHNICIAN_LOCATION_MESSAGES, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { englishSeconds } from '../../plugins/errors';
import { callerTexts } from '../../texts';
import { russianSeconds } from '../../texts/request-refusals/ru';

interface AnswerTexts extends Record<Exclude<keyof typeof TECHNICIAN_LOCATION_MESSAGES, 'syncTooSoon'>, string> {
  /** Every team was asked within the cooldown: when the first of them may be asked again (the answer's Retry-After). */
  syncTooSoon(seconds: number): string;
}

/** The messages of the position requests, in the caller's language (the map shows a refusal as it comes). */
const TEXTS: Record<Language, AnswerTexts> = {
  // The contract's sentence stays whole, as clients read it; the wait follows it.
  en: { ...TECHNICIAN_LOCATION_MESSAGES, syncTooSoon: (seconds) => `${TECHNICIAN_LOCATION_MESSAGES.syncTooSoon} You can ask again in ${englishSeconds(seconds)}.` },
  tr: {
    syncRequested: 'Teknisyenlerden güncel konumlarını göndermeleri istendi.',
    syncTooSoon: (seconds) => `Bu ekiplerin konumları bir dakikadan kısa süre önce istendi. Lütfen tekrar istemeden önce ${seconds} saniye bekleyin.`,
    teamsNotFound: 'İstenen ekiplerin hiçbiri bulunamadı.',
    noActiveTechnicians: 'İstenen ekiplerde konumu sorulabilecek aktif teknisyen yok.',
  },
  ru: {
    syncRequested: 'Техникам отправлен запрос на их текущее местоположение.',
    syncTooSoon: (seconds) => `Местоположение этих бригад запрашивалось меньше минуты назад. Запросить снова можно через ${seconds} ${russianSeconds(seconds)}.`,
    teamsNotFound: 'Ни одна из запрошенных бригад не найдена.',
    noActiveTechnicians: 'В запрошенных бригадах нет активных техников, у которых можно запросить местоположение.',
  },
  az: {
    syncRequested: 'Texniklərdən cari mövqelərini göndərmələri istənildi.',
    syncTooSoon: (seconds) => `Bu komandaların mövqeləri bir dəqiqədən az əvvəl istənilib. Yenidən istəməzdən əvvəl ${seconds} saniyə gözləyin.`,
    teamsNotFound: 'İstənilən komandaların heç biri tapılmadı.',
    noActiveTechnicians: 'İstənilən komandalarda mövqeyi soruşula biləcək aktiv texnik yoxdur.',
  },
  ge: {
    syncRequested: 'ტექნიკოსებს მოეთხოვათ მიმდინარე მდებარეობის გაგზავნა.',
    syncTooSoon: (seconds) => `ამ გუნდების მდებარეობა ერთ წუთზე ნაკლები ხნის წინ მოითხოვეს. ხელახლა მოთხოვნა შეგიძლიათ ${seconds} წამში.`,
    teamsNotFound: 'მოთხოვნილი გუნდებიდან არცერთი მოიძებნა.',
    noActiveTechnicians: 'მოთხოვნილ გუნდებში არ არიან აქტიური ტექნიკოსები, ვისაც მდებარეობა შეიძლება ვკითხოთ.',
  },
};

export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
