import { CALENDAR_ERRORS, type Language } from '@fsp/domain';

/** A refusal answered inside a 200 with a non-zero statusCode; English is the contract's text, unchanged. */
export type CalendarStatusRefusal = 'unknownCountry' | 'unknownCalendar' | 'unknownEntry' | 'changedMeanwhile' | 'overlap' | 'unknownTeam' | 'otherCountry' | 'nameTaken';

interface CalendarRefusals extends Record<CalendarStatusRefusal, string> {
  teamTwice(teamId: number): string;
}

/**
 * The calendar refusals worded per language (decision 0032). Besides English, the web app's own words for them
 * (`calendars.errors.*`): the web maps the English texts to those and shows any other message as it comes, so a
 * user reads the same words either way.
 */
export const CALENDAR_REFUSALS: Record<Language, CalendarRefusals> = {
  en: {
    unknownCountry: CALENDAR_ERRORS.unknownCountry,
    unknownCalendar: CALENDAR_ERRORS.unknownCalendar,
    unknownEntry: CALENDAR_ERRORS.unknownEntry,
    changedMeanwhile: CALENDAR_ERRORS.changedMeanwhile,
    overlap: CALENDAR_ERRORS.overlap,
    unknownTeam: CALENDAR_ERRORS.unknownTeam,
    otherCountry: CALENDAR_ERRORS.otherCountry,
    nameTaken: 'A calendar of this name already exists for this country.',
    teamTwice: (teamId) => `team ${teamId} appears more than once`,
  },
  tr: {
    unknownCountry: 'Bu ülke için takvim tutamazsınız.',
    unknownCalendar: 'Takvim bulunamadı; silinmiş olabilir.',
    unknownEntry: 'Bu çalışma saatlerini bu arada başka biri değiştirdi. Takvimi yenileyip tekrar deneyin.',
    changedMeanwhile: 'Bu çalışma saatlerini siz açtıktan sonra başka biri değiştirdi; hiçbir şey kaydedilmedi. Değişikliği görmek için takvimi yenileyin.',
    overlap: 'Bu çalışma saatleri takvimdeki başka çalışma saatleriyle çakışıyor.',
    unknownTeam: 'Ekip bulunamadı.',
    otherCountry: 'Bir ekip yalnızca organizasyonunun ülkesine ait takvimi kullanabilir.',
    nameTaken: 'Bu ülke için bu adda bir takvim zaten var.',
    teamTwice: (teamId) => `${teamId} numaralı ekip birden fazla kez geçiyor`,
  },
  ru: {
    unknownCountry: 'Вы не можете вести календари для этой страны.',
    unknownCalendar: 'Календарь не найден; возможно, он удалён.',
    unknownEntry: 'Кто-то другой уже изменил эти рабочие часы. Обновите календарь и повторите.',
    changedMeanwhile: 'После того как вы открыли эти рабочие часы, их изменил кто-то другой; ничего не сохранено. Обновите календарь, чтобы увидеть это изменение.',
    overlap: 'Эти рабочие часы пересекаются с другими часами календаря.',
    unknownTeam: 'Бригада не найдена.',
    otherCountry: 'Бригада может использовать только календарь страны своей организации.',
    nameTaken: 'Календарь с таким названием для этой страны уже есть.',
    teamTwice: (teamId) => `Бригада ${teamId} указана более одного раза`,
  },
  az: {
    unknownCountry: 'Bu ölkə üçün təqvim saxlaya bilməzsiniz.',
    unknownCalendar: 'Təqvim tapılmadı; silinmiş ola bilər.',
    unknownEntry: 'Bu iş saatlarını başqası dəyişdi. Təqvimi yeniləyib yenidən cəhd edin.',
    changedMeanwhile: 'Siz açdıqdan sonra bu iş saatlarını başqası dəyişdi; heç nə saxlanılmadı. Dəyişikliyi görmək üçün təqvimi yeniləyin.',
    overlap: 'Bu iş saatları təqvimin digər iş saatları ilə üst-üstə düşür.',
    unknownTeam: 'Komanda tapılmadı.',
    otherCountry: 'Komanda yalnız təşkilatının ölkəsinin təqvimindən istifadə edə bilər.',
    nameTaken: 'Bu ölkə üçün bu adda təqvim artıq var.',
    teamTwice: (teamId) => `${teamId} nömrəli komanda bir dəfədən çox göstərilib`,
  },
  ge: {
    unknownCountry: 'ამ ქვეყნისთვის კალენდრის წარმოება არ შეგიძლიათ.',
    unknownCalendar: 'კალენდარი ვერ მოიძებნა; შესაძლოა წაიშალა.',
    unknownEntry: 'ეს სამუშაო საათები სხვამ შეცვალა. განაახლეთ კალენდარი და სცადეთ ხელახლა.',
    changedMeanwhile: 'თქვენ მიერ გახსნის შემდეგ ეს სამუშაო საათები სხვამ შეცვალა; არაფერი შენახულა. განაახლეთ კალენდარი, რომ მისი ცვლილება ნახოთ.',
    overlap: 'ეს სამუშაო საათები კალენდრის სხვა საათებს ემთხვევა.',
    unknownTeam: 'გუნდი ვერ მოიძებნა.',
    otherCountry: 'გუნდს შეუძლია მხოლოდ თავისი ორგანიზაციის ქვეყნის კალენდრის გამოყენება.',
    nameTaken: 'ამ ქვეყნისთვის ამ სახელის კალენდარი უკვე არსებობს.',
    teamTwice: (teamId) => `გუნდი ${teamId} ერთზე მეტჯერ არის მითითებული`,
  },
};
