import { TECHNICIAN_LOCATION_MESSAGES, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { englishSeconds } from '../../plugins/errors';
import { callerTexts } from '../../texts';
import { russianSeconds } from '../../texts/request-refusals/ru';
import { russianForm } from '../../texts/russian-plural';

interface AnswerTexts extends Record<Exclude<keyof typeof TECHNICIAN_LOCATION_MESSAGES, 'syncTooSoon'>, string> {
  /**
   * Every team was asked within the cooldown (TECH_LOCATION_SYNC_COOLDOWN_SECONDS, which the sentence names): when
   * the first of them may be asked again (the answer's Retry-After).
   */
  syncTooSoon(cooldownSeconds: number, seconds: number): string;
}

type Unit = 'hour' | 'minute' | 'second';
/** The cooldown in its largest whole unit: 3600 s is 1 hour, 300 s 5 minutes, 90 s 90 seconds. */
function cooldownSpan(seconds: number): { count: number; unit: Unit } {
  if (seconds % 3600 === 0) return { count: seconds / 3600, unit: 'hour' };
  if (seconds % 60 === 0) return { count: seconds / 60, unit: 'minute' };
  return { count: seconds, unit: 'second' };
}

const ENGLISH_ONE: Record<Unit, string> = { hour: 'an hour', minute: 'a minute', second: 'a second' };
/** "less than a minute / 5 minutes / 90 seconds ago". */
const englishSpan = (seconds: number) => {
  const { count, unit } = cooldownSpan(seconds);
  return count === 1 ? ENGLISH_ONE[unit] : `${count} ${unit}s`;
};

/** Turkish "… -dan/-den kısa süre önce": the ablative's vowel follows the unit, the number before it stays a numeral. */
const TURKISH_UNIT: Record<Unit, string> = { hour: 'saatten', minute: 'dakikadan', second: 'saniyeden' };
const turkishSpan = (seconds: number) => {
  const { count, unit } = cooldownSpan(seconds);
  return `${count === 1 ? 'bir' : count} ${TURKISH_UNIT[unit]}`;
};

/** Russian "меньше …": the genitive, singular after a number ending in 1 (but 11), plural after any other. */
const RUSSIAN_UNIT: Record<Unit, [singular: string, plural: string]> = { hour: ['часа', 'часов'], minute: ['минуты', 'минут'], second: ['секунды', 'секунд'] };
const russianSpan = (seconds: number) => {
  const { count, unit } = cooldownSpan(seconds);
  const [singular, plural] = RUSSIAN_UNIT[unit];
  if (count === 1) return singular;
  return `${count} ${russianForm(count, { one: singular, few: plural, many: plural })}`;
};

/** Azerbaijani "… -dan/-dən az əvvəl": a noun after a number stays singular. */
const AZERBAIJANI_UNIT: Record<Unit, string> = { hour: 'saatdan', minute: 'dəqiqədən', second: 'saniyədən' };
const azerbaijaniSpan = (seconds: number) => {
  const { count, unit } = cooldownSpan(seconds);
  return `${count === 1 ? 'bir' : count} ${AZERBAIJANI_UNIT[unit]}`;
};

/** Georgian "… -ზე ნაკლები ხნის წინ": a noun after a number stays singular. */
const GEORGIAN_UNIT: Record<Unit, string> = { hour: 'საათზე', minute: 'წუთზე', second: 'წამზე' };
const georgianSpan = (seconds: number) => {
  const { count, unit } = cooldownSpan(seconds);
  return `${count === 1 ? 'ერთ' : count} ${GEORGIAN_UNIT[unit]}`;
};

/** The messages of the position requests, in the caller's language (the map shows a refusal as it comes). */
const TEXTS: Record<Language, AnswerTexts> = {
  // The contract's sentence stays whole, as clients read it; the wait follows it.
  en: {
    ...TECHNICIAN_LOCATION_MESSAGES,
    syncTooSoon: (cooldown, seconds) => `${TECHNICIAN_LOCATION_MESSAGES.syncTooSoon(englishSpan(cooldown))} You can ask again in ${englishSeconds(seconds)}.`,
  },
  tr: {
    syncRequested: 'Teknisyenlerden güncel konumlarını göndermeleri istendi.',
    syncTooSoon: (cooldown, seconds) => `Bu ekiplerin konumları ${turkishSpan(cooldown)} kısa süre önce istendi. Lütfen tekrar istemeden önce ${seconds} saniye bekleyin.`,
    teamsNotFound: 'İstenen ekiplerin hiçbiri bulunamadı.',
    noActiveTechnicians: 'İstenen ekiplerde konumu sorulabilecek aktif teknisyen yok.',
  },
  ru: {
    syncRequested: 'Техникам отправлен запрос на их текущее местоположение.',
    syncTooSoon: (cooldown, seconds) => `Местоположение этих бригад запрашивалось меньше ${russianSpan(cooldown)} назад. Запросить снова можно через ${seconds} ${russianSeconds(seconds)}.`,
    teamsNotFound: 'Ни одна из запрошенных бригад не найдена.',
    noActiveTechnicians: 'В запрошенных бригадах нет активных техников, у которых можно запросить местоположение.',
  },
  az: {
    syncRequested: 'Texniklərdən cari mövqelərini göndərmələri istənildi.',
    syncTooSoon: (cooldown, seconds) => `Bu komandaların mövqeləri ${azerbaijaniSpan(cooldown)} az əvvəl istənilib. Yenidən istəməzdən əvvəl ${seconds} saniyə gözləyin.`,
    teamsNotFound: 'İstənilən komandaların heç biri tapılmadı.',
    noActiveTechnicians: 'İstənilən komandalarda mövqeyi soruşula biləcək aktiv texnik yoxdur.',
  },
  ge: {
    syncRequested: 'ტექნიკოსებს მოეთხოვათ მიმდინარე მდებარეობის გაგზავნა.',
    syncTooSoon: (cooldown, seconds) => `ამ გუნდების მდებარეობა ${georgianSpan(cooldown)} ნაკლები ხნის წინ მოითხოვეს. ხელახლა მოთხოვნა შეგიძლიათ ${seconds} წამში.`,
    teamsNotFound: 'მოთხოვნილი გუნდებიდან არცერთი მოიძებნა.',
    noActiveTechnicians: 'მოთხოვნილ გუნდებში არ არიან აქტიური ტექნიკოსები, ვისაც მდებარეობა შეიძლება ვკითხოთ.',
  },
};

export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
