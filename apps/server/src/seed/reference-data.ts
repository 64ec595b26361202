/** Fixed master data of the demo: countries, service centres, teams, holidays, settings, accounts. */
import type { Language } from '@fsp/domain';

export const DEMO_COUNTRIES = [
  { code: 'TR', name: 'Türkiye', defaultLanguage: 'tr', timeZone: 'Europe/Istanbul' },
  { code: 'RU', name: 'Россия', defaultLanguage: 'ru', timeZone: 'Europe/Moscow' },
  { code: 'KZ', name: 'Қазақстан', defaultLanguage: 'ru', timeZone: 'Asia/Almaty' },
  { code: 'AZ', name: 'Azərbaycan', defaultLanguage: 'az', timeZone: 'Asia/Baku' },
  { code: 'KG', name: 'Кыргызстан', defaultLanguage: 'ru', timeZone: 'Asia/Bishkek' },
] as const;

export interface DemoOrganization {
  orgunit: string;
  orgtext: string;
  displayName: string;
  countryCode: string;
  workHourStartTime: string | null;
  workHourEndTime: string | null;
  forceNormalShiftEnabled: boolean;
  latitude: number;
  longitude: number;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  { orgunit: 'TR10', orgtext: 'İstanbul Servis Merkezi', displayName: 'İstanbul Tuzla', countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:30', forceNormalShiftEnabled: true, latitude: 40.8167, longitude: 29.3 },
  { orgunit: 'TR20', orgtext: 'Ankara Servis Merkezi', displayName: 'Ankara Sincan', countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled: true, latitude: 39.9667, longitude: 32.5833 },
  { orgunit: 'TR30', orgtext: 'İzmir Servis Merkezi', displayName: 'İzmir Kemalpaşa', countryCode: 'TR', workHourStartTime: '08:30', workHourEndTime: '18:00', forceNormalShiftEnabled: false, latitude: 38.4261, longitude: 27.4167 },
  { orgunit: 'TR40', orgtext: 'Adana Servis Merkezi', displayName: 'Adana Yüreğir', countryCode: 'TR', workHourStartTime: null, workHourEndTime: null, forceNormalShiftEnabled: false, latitude: 36.9914, longitude: 35.3308 },
  { orgunit: 'TR50', orgtext: 'Erzurum Servis Noktası', displayName: 'Erzurum', countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled: false, latitude: 39.9043, longitude: 41.2679 },
  { orgunit: 'RU10', orgtext: 'Сервисный центр Москва', displayName: 'Москва Химки', countryCode: 'RU', workHourStartTime: '09:00', workHourEndTime: '18:00', forceNormalShiftEnabled: true, latitude: 55.8897, longitude: 37.4449 },
  { orgunit: 'RU20', orgtext: 'Сервисный центр Екатеринбург', displayName: 'Екатеринбург', countryCode: 'RU', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled: false, latitude: 56.8389, longitude: 60.6057 },
  { orgunit: 'RU30', orgtext: 'Сервисный центр Новосибирск', displayName: 'Новосибирск', countryCode: 'RU', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled: false, latitude: 55.0084, longitude: 82.9357 },
  { orgunit: 'KZ10', orgtext: 'Сервисный центр Алматы', displayName: 'Алматы', countryCode: 'KZ', workHourStartTime: '09:00', workHourEndTime: '18:00', forceNormalShiftEnabled: true, latitude: 43.2389, longitude: 76.8897 },
  { orgunit: 'KZ20', orgtext: 'Сервисный центр Астана', displayName: 'Астана', countryCode: 'KZ', workHourStartTime: '09:00', workHourEndTime: '18:00', forceNormalShiftEnabled: false, latitude: 51.1605, longitude: 71.4704 },
  { orgunit: 'KZ30', orgtext: 'Сервисный пункт Караганда', displayName: 'Караганда', countryCode: 'KZ', workHourStartTime: null, workHourEndTime: null, forceNormalShiftEnabled: false, latitude: 49.8047, longitude: 73.1094 },
  { orgunit: 'AZ10', orgtext: 'Bakı Servis Mərkəzi', displayName: 'Bakı', countryCode: 'AZ', workHourStartTime: '09:00', workHourEndTime: '18:00', forceNormalShiftEnabled: true, latitude: 40.4093, longitude: 49.8671 },
  { orgunit: 'AZ20', orgtext: 'Gəncə Servis Məntəqəsi', displayName: 'Gəncə', countryCode: 'AZ', workHourStartTime: '09:00', workHourEndTime: '18:00', forceNormalShiftEnabled: false, latitude: 40.6828, longitude: 46.3606 },
  { orgunit: 'KG10', orgtext: 'Сервисный центр Бишкек', displayName: 'Бишкек', countryCode: 'KG', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled: false, latitude: 42.8746, longitude: 74.5698 },
  { orgunit: 'KG20', orgtext: 'Сервисный пункт Ош', displayName: 'Ош', countryCode: 'KG', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled: false, latitude: 40.5283, longitude: 72.7985 },
];

export const DEMO_SECTIONS = ['Field Service', 'Workshop', 'Engine Overhaul', 'Hydraulics', 'Electrical', 'Power Systems'] as const;

type DemoSection = (typeof DEMO_SECTIONS)[number];

/** The section of each team name of TEAM_NAMES, in the same order: a team's name says what it does. */
const TEAM_SECTIONS: readonly DemoSection[] = ['Field Service', 'Field Service', 'Workshop', 'Engine Overhaul', 'Hydraulics', 'Electrical', 'Power Systems'];

/** Team names per language, each with its section; each service centre gets the first 3–5 of them. */
export const TEAM_NAMES: Record<string, { name: string; section: DemoSection }[]> = Object.fromEntries(
  Object.entries({
    tr: ['Saha Servis 1', 'Saha Servis 2', 'Atölye', 'Motor Revizyon', 'Hidrolik', 'Elektrik', 'Enerji Sistemleri'],
    ru: ['Выездной сервис 1', 'Выездной сервис 2', 'Мастерская', 'Ремонт двигателей', 'Гидравлика', 'Электрика', 'Энергосистемы'],
    az: ['Səyyar Servis 1', 'Səyyar Servis 2', 'Emalatxana', 'Mühərrik Təmiri', 'Hidravlika', 'Elektrik'],
  }).map(([language, names]) => [language, names.map((name, i) => ({ name, section: TEAM_SECTIONS[i] }))]),
);

/** A country's standard calendar is named in the country's language: 'Россия — стандартный'. */
export const STANDARD_CALENDAR_WORD: Record<(typeof DEMO_COUNTRIES)[number]['defaultLanguage'], string> = {
  tr: 'standart',
  ru: 'стандартный',
  az: 'standart',
};

/** Public holidays per country (month-day); the seed writes them for the current and the next year. */
export const DEMO_HOLIDAYS: Record<string, { md: string; name: string }[]> = {
  TR: [
    { md: '01-01', name: 'Yılbaşı' },
    { md: '04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı' },
    { md: '05-01', name: 'Emek ve Dayanışma Günü' },
    { md: '05-19', name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı" },
    { md: '07-15', name: 'Demokrasi ve Milli Birlik Günü' },
    { md: '08-30', name: 'Zafer Bayramı' },
    { md: '10-29', name: 'Cumhuriyet Bayramı' },
  ],
  RU: [
    { md: '01-01', name: 'Новый год' },
    { md: '01-02', name: 'Новогодние каникулы' },
    { md: '01-07', name: 'Рождество Христово' },
    { md: '02-23', name: 'День защитника Отечества' },
    { md: '03-08', name: 'Международный женский день' },
    { md: '05-01', name: 'Праздник Весны и Труда' },
    { md: '05-09', name: 'День Победы' },
    { md: '06-12', name: 'День России' },
    { md: '11-04', name: 'День народного единства' },
  ],
  KZ: [
    { md: '01-01', name: 'Новый год' },
    { md: '03-08', name: 'Международный женский день' },
    { md: '03-21', name: 'Наурыз мейрамы' },
    { md: '03-22', name: 'Наурыз мейрамы' },
    { md: '05-01', name: 'Праздник единства народа Казахстана' },
    { md: '05-07', name: 'День защитника Отечества' },
    { md: '05-09', name: 'День Победы' },
    { md: '07-06', name: 'День столицы' },
    { md: '08-30', name: 'День Конституции' },
    { md: '10-25', name: 'День Республики' },
    { md: '12-16', name: 'День Независимости' },
  ],
  AZ: [
    { md: '01-01', name: 'Yeni il' },
    { md: '01-20', name: 'Ümumxalq Hüzn Günü' },
    { md: '03-08', name: 'Qadınlar günü' },
    { md: '03-20', name: 'Novruz bayramı' },
    { md: '03-21', name: 'Novruz bayramı' },
    { md: '05-09', name: 'Faşizm üzərində qələbə günü' },
    { md: '05-28', name: 'Müstəqillik Günü' },
    { md: '06-15', name: 'Milli Qurtuluş Günü' },
    { md: '06-26', name: 'Silahlı Qüvvələr Günü' },
    { md: '11-08', name: 'Zəfər Günü' },
    { md: '11-09', name: 'Dövlət Bayrağı Günü' },
    { md: '12-31', name: 'Dünya Azərbaycanlılarının Həmrəyliyi Günü' },
  ],
  KG: [
    { md: '01-01', name: 'Жаңы жыл' },
    { md: '01-07', name: 'Рождество' },
    { md: '02-23', name: 'День защитника Отечества' },
    { md: '03-08', name: 'Международный женский день' },
    { md: '03-21', name: 'Нооруз' },
    { md: '05-01', name: 'Праздник труда' },
    { md: '05-05', name: 'День Конституции' },
    { md: '05-09', name: 'День Победы' },
    { md: '08-31', name: 'День независимости' },
    { md: '11-07', name: 'Дни истории и памяти предков' },
  ],
};

/**
 * Settings and feature flags. '*' is the default for every country; a country row overrides it.
 * Flags are the text 'true' / 'false' as the spec's clients compare them.
 */
export const DEMO_SETTINGS: { countryCode: string; key: string; value: string }[] = [
  { countryCode: '*', key: 'DRAFT_MENU_ENABLED', value: 'true' },
  { countryCode: '*', key: 'SEND_SURVEY_ENABLED_V2', value: 'false' },
  { countryCode: '*', key: 'SIMS_WARRANTY_FIELDS_ENABLED', value: 'false' },
  { countryCode: '*', key: 'MAP_PLANNING', value: 'true' },
  { countryCode: '*', key: 'TECH_LOCATION_SYNC', value: 'false' },
  { countryCode: '*', key: 'PART_MANAGEMENT_ENABLED', value: 'true' },
  { countryCode: '*', key: 'PLANNING_RATE_ENABLED', value: 'false' },
  { countryCode: '*', key: 'PLAN_START_END_FIELD_ENABLED', value: 'false' },
  { countryCode: '*', key: 'DUE_DATE.ENABLED', value: 'false' },
  { countryCode: '*', key: 'SIM_FIELD.ENABLED', value: 'true' },
  { countryCode: '*', key: 'REPEAT_ASSIGNMENT', value: 'true' },
  { countryCode: '*', key: 'SINGLE_ASSIGNMENT', value: 'true' },
  { countryCode: '*', key: 'TRAINING_REPETITIVE_ENABLED', value: 'true' },
  { countryCode: '*', key: 'ADVANCED_ASSIGNMENT_DEFAULT', value: 'TR' },
  { countryCode: '*', key: 'PL_FIELD_ENABLED', value: 'false' },
  { countryCode: '*', key: 'NON_CHARGEABLE', value: 'ZNC' },
  { countryCode: '*', key: 'CHARGEABLE', value: 'ZCH' },
  { countryCode: '*', key: 'ALLOWED', value: 'ZAL' },
  { countryCode: '*', key: 'WORK_AREA_ENABLED_ORGANIZATIONS', value: 'TR10,RU10' },
  { countryCode: '*', key: 'SURVEY_EMAIL_PLACEHOLDER', value: 'no-email@customer.invalid' },
  { countryCode: '*', key: 'SUPPORT_EMAIL', value: 'portal-support@example.com' },
  { countryCode: 'TR', key: 'SEND_SURVEY_ENABLED_V2', value: 'true' },
  { countryCode: 'TR', key: 'SIMS_WARRANTY_FIELDS_ENABLED', value: 'true' },
  { countryCode: 'TR', key: 'TECH_LOCATION_SYNC', value: 'true' },
  { countryCode: 'TR', key: 'PL_FIELD_ENABLED', value: 'true' },
  { countryCode: 'TR', key: 'PLAN_START_END_FIELD_ENABLED', value: 'true' },
  { countryCode: 'TR', key: 'DUE_DATE.ENABLED', value: 'true' },
  { countryCode: 'TR', key: 'MOBILE_OPERATOR_CHARACTERS', value: '50,53,54,55' },
  { countryCode: 'TR', key: 'PHONE_NUMBER_VALID_CHARACTER_LENGTH', value: '10' },
  { countryCode: 'RU', key: 'MOBILE_OPERATOR_CHARACTERS', value: '9' },
  { countryCode: 'RU', key: 'PHONE_NUMBER_VALID_CHARACTER_LENGTH', value: '10' },
  { countryCode: 'KZ', key: 'MOBILE_OPERATOR_CHARACTERS', value: '70,77' },
  { countryCode: 'KZ', key: 'PHONE_NUMBER_VALID_CHARACTER_LENGTH', value: '10' },
  { countryCode: 'AZ', key: 'MOBILE_OPERATOR_CHARACTERS', value: '50,51,55,70,77' },
  { countryCode: 'AZ', key: 'PHONE_NUMBER_VALID_CHARACTER_LENGTH', value: '9' },
  { countryCode: 'KG', key: 'MOBILE_OPERATOR_CHARACTERS', value: '50,55,70,77,99' },
  { countryCode: 'KG', key: 'PHONE_NUMBER_VALID_CHARACTER_LENGTH', value: '9' },
  { countryCode: 'KG', key: 'DRAFT_MENU_ENABLED', value: 'false' },
];

/** Code -> label maps (part 2 §3 Session user: allConfig localisation maps) in every interface language. */
export const DEMO_LOCALISATIONS: Record<string, Record<string, Record<Language, string>>> = {
  department: {
    SERVICE: { en: 'Service', tr: 'Servis', ru: 'Сервис', az: 'Servis', ge: 'სერვისი' },
    PARTS: { en: 'Parts', tr: 'Yedek parça', ru: 'Запчасти', az: 'Ehtiyat hissələri', ge: 'სათადარიგო ნაწილები' },
    WORKSHOP: { en: 'Workshop', tr: 'Atölye', ru: 'Мастерская', az: 'Emalatxana', ge: 'სახელოსნო' },
    SALES: { en: 'Sales', tr: 'Satış', ru: 'Продажи', az: 'Satış', ge: 'გაყიდვები' },
    ADMINISTRATION: { en: 'Administration', tr: 'İdari işler', ru: 'Администрация', az: 'İnzibati işlər', ge: 'ადმინისტრაცია' },
  },
  ciWasteType: {
    TRANSPORT: { en: 'Transport', tr: 'Taşıma', ru: 'Транспортировка', az: 'Daşınma', ge: 'ტრანსპორტირება' },
    INVENTORY: { en: 'Inventory', tr: 'Stok', ru: 'Запасы', az: 'Ehtiyatlar', ge: 'მარაგები' },
    MOTION: { en: 'Motion', tr: 'Hareket', ru: 'Перемещения', az: 'Hərəkət', ge: 'მოძრაობა' },
    WAITING: { en: 'Waiting', tr: 'Bekleme', ru: 'Ожидание', az: 'Gözləmə', ge: 'ლოდინი' },
    OVERPRODUCTION: { en: 'Overproduction', tr: 'Fazla üretim', ru: 'Перепроизводство', az: 'Artıq istehsal', ge: 'ზედმეტი წარმოება' },
    OVERPROCESSING: { en: 'Over-processing', tr: 'Fazla işlem', ru: 'Излишняя обработка', az: 'Artıq emal', ge: 'ზედმეტი დამუშავება' },
    DEFECTS: { en: 'Defects', tr: 'Hatalar', ru: 'Дефекты', az: 'Qüsurlar', ge: 'დეფექტები' },
    SKILLS: { en: 'Unused skills', tr: 'Kullanılmayan yetenek', ru: 'Неиспользованные навыки', az: 'İstifadə olunmayan bacarıqlar', ge: 'გამოუყენებელი უნარები' },
  },
  ciIsgType: {
    NEAR_MISS: { en: 'Near miss', tr: 'Ramak kala', ru: 'Потенциально опасная ситуация', az: 'Az qala baş verən hadisə', ge: 'თითქმის მომხდარი შემთხვევა' },
    UNSAFE_ACT: { en: 'Unsafe act', tr: 'Güvensiz davranış', ru: 'Небезопасное действие', az: 'Təhlükəli hərəkət', ge: 'სახიფათო ქმედება' },
    UNSAFE_CONDITION: { en: 'Unsafe condition', tr: 'Güvensiz durum', ru: 'Небезопасное условие', az: 'Təhlükəli şərait', ge: 'სახიფათო პირობა' },
  },
  ciStatus: {
    WAITING_APPROVAL: { en: 'Waiting for approval', tr: 'Onay bekliyor', ru: 'Ожидает одобрения', az: 'Təsdiq gözləyir', ge: 'ელოდება დამტკიცებას' },
    APPROVED: { en: 'Approved', tr: 'Onaylandı', ru: 'Одобрено', az: 'Təsdiqləndi', ge: 'დამტკიცებულია' },
    LIVE: { en: 'Live', tr: 'Hayata geçti', ru: 'Внедрено', az: 'Tətbiq edildi', ge: 'დანერგილია' },
    REJECTED: { en: 'Rejected', tr: 'Reddedildi', ru: 'Отклонено', az: 'Rədd edildi', ge: 'უარყოფილია' },
  },
  ciGradingType: {
    A: { en: 'A – high impact', tr: 'A – yüksek etki', ru: 'A – высокий эффект', az: 'A – yüksək təsir', ge: 'A – მაღალი ეფექტი' },
    B: { en: 'B – medium impact', tr: 'B – orta etki', ru: 'B – средний эффект', az: 'B – orta təsir', ge: 'B – საშუალო ეფექტი' },
    C: { en: 'C – low impact', tr: 'C – düşük etki', ru: 'C – низкий эффект', az: 'C – aşağı təsir', ge: 'C – დაბალი ეფექტი' },
  },
  emailSubscriptionType: {
    TASK_BASED_STATUS_CHANGE: { en: 'Task status changes', tr: 'Görev durum değişiklikleri', ru: 'Изменения статуса задач', az: 'Tapşırıq statusu dəyişiklikləri', ge: 'დავალების სტატუსის ცვლილებები' },
    DAILY_PLANNING: { en: 'Daily planning summary', tr: 'Günlük planlama özeti', ru: 'Ежедневная сводка планирования', az: 'Gündəlik planlama xülasəsi', ge: 'დღიური დაგეგმვის შეჯამება' },
    TEAM_BASED_STATUS_CHANGE: { en: 'Team status changes', tr: 'Ekip durum değişiklikleri', ru: 'Изменения статуса бригады', az: 'Komanda statusu dəyişiklikləri', ge: 'გუნდის სტატუსის ცვლილებები' },
  },
};

export interface DemoAccount {
  username: string;
  firstname: string;
  lastname: string;
  roles: string[];
  countryCode: string;
  cultureName: string;
  /** Team selection: service centre codes whose first N teams the account works for. */
  teamsFrom: { orgunit: string; count: number }[];
}

/** The demo accounts of the README; all use the password `demo`. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'admin', firstname: 'Ayşe', lastname: 'Yılmaz', roles: ['ADMIN'], countryCode: 'TR', cultureName: 'en', teamsFrom: [] },
  { username: 'power', firstname: 'Mehmet', lastname: 'Kaya', roles: ['POWER_USER'], countryCode: 'TR', cultureName: 'en', teamsFrom: [] },
  {
    username: 'dispatcher',
    firstname: 'Elif',
    lastname: 'Şahin',
    roles: ['DISPATCHER'],
    countryCode: 'TR',
    cultureName: 'en',
    teamsFrom: [
      { orgunit: 'TR10', count: 3 },
      { orgunit: 'TR20', count: 2 },
      { orgunit: 'RU10', count: 1 },
    ],
  },
  { username: 'observer', firstname: 'İsmail', lastname: 'Demir', roles: ['OBSERVER'], countryCode: 'TR', cultureName: 'en', teamsFrom: [{ orgunit: 'TR10', count: 3 }] },
  { username: 'ciuser', firstname: 'Oğuz', lastname: 'Çelik', roles: ['CI_BOARD_USER'], countryCode: 'TR', cultureName: 'en', teamsFrom: [{ orgunit: 'TR30', count: 2 }] },
  { username: 'committee', firstname: 'Zeynep', lastname: 'Arslan', roles: ['CI_COMMITTEE'], countryCode: 'TR', cultureName: 'en', teamsFrom: [{ orgunit: 'TR10', count: 2 }] },
];
