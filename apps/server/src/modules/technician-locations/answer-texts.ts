import { TECHNICIAN_LOCATION_MESSAGES, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/** The messages of the position requests, in the caller's language (the map shows a refusal as it comes). */
const TEXTS: Record<Language, Record<keyof typeof TECHNICIAN_LOCATION_MESSAGES, string>> = {
  en: TECHNICIAN_LOCATION_MESSAGES,
  tr: {
    syncRequested: 'Teknisyenlerden güncel konumlarını göndermeleri istendi.',
    syncTooSoon: 'Bu ekiplerin konumları bir dakikadan kısa süre önce istendi. Tekrar istemeden önce lütfen bekleyin.',
    teamsNotFound: 'İstenen ekiplerin hiçbiri bulunamadı.',
    noActiveTechnicians: 'İstenen ekiplerde konumu sorulabilecek aktif teknisyen yok.',
  },
  ru: {
    syncRequested: 'Техникам отправлен запрос на их текущее местоположение.',
    syncTooSoon: 'Местоположение этих бригад запрашивалось меньше минуты назад. Подождите, прежде чем запрашивать снова.',
    teamsNotFound: 'Ни одна из запрошенных бригад не найдена.',
    noActiveTechnicians: 'В запрошенных бригадах нет активных техников, у которых можно запросить местоположение.',
  },
  az: {
    syncRequested: 'Texniklərdən cari mövqelərini göndərmələri istənildi.',
    syncTooSoon: 'Bu komandaların mövqeləri bir dəqiqədən az əvvəl istənilib. Yenidən istəməzdən əvvəl gözləyin.',
    teamsNotFound: 'İstənilən komandaların heç biri tapılmadı.',
    noActiveTechnicians: 'İstənilən komandalarda mövqeyi soruşula biləcək aktiv texnik yoxdur.',
  },
  ge: {
    syncRequested: 'ტექნიკოსებს მოეთხოვათ მიმდინარე მდებარეობის გაგზავნა.',
    syncTooSoon: 'ამ გუნდების მდებარეობა ერთ წუთზე ნაკლები ხნის წინ მოითხოვეს. გთხოვთ, დაელოდოთ ხელახლა მოთხოვნამდე.',
    teamsNotFound: 'მოთხოვნილი გუნდებიდან არცერთი მოიძებნა.',
    noActiveTechnicians: 'მოთხოვნილ გუნდებში არ არიან აქტიური ტექნიკოსები, ვისაც მდებარეობა შეიძლება ვკითხოთ.',
  },
};

export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
