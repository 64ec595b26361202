import type { Language } from '@fsp/domain';

/**
 * The `holiday` localisation map: each demo public holiday (reference-data.ts DEMO_HOLIDAYS) named in every interface
 * language, keyed by the stored name, as `section`: a holiday has no code, and each country stores its holidays in
 * its own language. A name two countries share ('Новый год', 'День Победы') is one key.
 */
export const HOLIDAY_NAMES: Record<string, Record<Language, string>> = {
  // Türkiye
  Yılbaşı: { en: "New Year's Day", tr: 'Yılbaşı', ru: 'Новый год', az: 'Yeni il', ge: 'ახალი წელი' },
  'Ulusal Egemenlik ve Çocuk Bayramı': {
    en: "National Sovereignty and Children's Day",
    tr: 'Ulusal Egemenlik ve Çocuk Bayramı',
    ru: 'День национального суверенитета и детей',
    az: 'Milli Suverenlik və Uşaqlar Bayramı',
    ge: 'ეროვნული სუვერენიტეტისა და ბავშვთა დღე',
  },
  'Emek ve Dayanışma Günü': { en: 'Labour and Solidarity Day', tr: 'Emek ve Dayanışma Günü', ru: 'День труда и солидарности', az: 'Əmək və Həmrəylik Günü', ge: 'შრომისა და სოლიდარობის დღე' },
  "Atatürk'ü Anma, Gençlik ve Spor Bayramı": {
    en: 'Commemoration of Atatürk, Youth and Sports Day',
    tr: "Atatürk'ü Anma, Gençlik ve Spor Bayramı",
    ru: 'День памяти Ататюрка, молодёжи и спорта',
    az: 'Atatürkü Anma, Gənclik və İdman Bayramı',
    ge: 'ათათურქის ხსოვნის, ახალგაზრდობისა და სპორტის დღე',
  },
  'Demokrasi ve Milli Birlik Günü': {
    en: 'Democracy and National Unity Day',
    tr: 'Demokrasi ve Milli Birlik Günü',
    ru: 'День демократии и национального единства',
    az: 'Demokratiya və Milli Birlik Günü',
    ge: 'დემოკრატიისა და ეროვნული ერთიანობის დღე',
  },
  'Zafer Bayramı': { en: 'Victory Day', tr: 'Zafer Bayramı', ru: 'День Победы', az: 'Zəfər Bayramı', ge: 'გამარჯვების დღე' },
  'Cumhuriyet Bayramı': { en: 'Republic Day', tr: 'Cumhuriyet Bayramı', ru: 'День Республики', az: 'Respublika Bayramı', ge: 'რესპუბლიკის დღე' },

  // Russia, Kazakhstan and Kyrgyzstan (stored in Russian, but for the Kyrgyz New Year)
  'Новый год': { en: "New Year's Day", tr: 'Yılbaşı', ru: 'Новый год', az: 'Yeni il', ge: 'ახალი წელი' },
  'Новогодние каникулы': { en: 'New Year holidays', tr: 'Yılbaşı tatili', ru: 'Новогодние каникулы', az: 'Yeni il tətili', ge: 'საახალწლო არდადეგები' },
  'Рождество Христово': { en: 'Orthodox Christmas', tr: 'Ortodoks Noeli', ru: 'Рождество Христово', az: 'Pravoslav Milad bayramı', ge: 'ქრისტეშობა' },
  'День защитника Отечества': {
    en: 'Defender of the Fatherland Day',
    tr: 'Vatan Savunucuları Günü',
    ru: 'День защитника Отечества',
    az: 'Vətən Müdafiəçiləri Günü',
    ge: 'სამშობლოს დამცველის დღე',
  },
  'Международный женский день': {
    en: "International Women's Day",
    tr: 'Dünya Kadınlar Günü',
    ru: 'Международный женский день',
    az: 'Beynəlxalq Qadınlar Günü',
    ge: 'ქალთა საერთაშორისო დღე',
  },
  'Праздник Весны и Труда': { en: 'Spring and Labour Day', tr: 'Bahar ve Emek Bayramı', ru: 'Праздник Весны и Труда', az: 'Bahar və Əmək Bayramı', ge: 'გაზაფხულისა და შრომის დღესასწაული' },
  'День Победы': { en: 'Victory Day', tr: 'Zafer Günü', ru: 'День Победы', az: 'Qələbə Günü', ge: 'გამარჯვების დღე' },
  'День России': { en: 'Russia Day', tr: 'Rusya Günü', ru: 'День России', az: 'Rusiya Günü', ge: 'რუსეთის დღე' },
  'День народного единства': { en: 'Unity Day', tr: 'Halk Birliği Günü', ru: 'День народного единства', az: 'Xalq Birliyi Günü', ge: 'სახალხო ერთიანობის დღე' },
  'Наурыз мейрамы': { en: 'Nauryz', tr: 'Nevruz Bayramı', ru: 'Наурыз мейрамы', az: 'Novruz bayramı', ge: 'ნაურიზი' },
  'Праздник единства народа Казахстана': {
    en: 'Day of Unity of the People of Kazakhstan',
    tr: 'Kazakistan Halkının Birlik Günü',
    ru: 'Праздник единства народа Казахстана',
    az: 'Qazaxıstan Xalqının Birliyi Günü',
    ge: 'ყაზახეთის ხალხის ერთიანობის დღე',
  },
  'День столицы': { en: 'Capital City Day', tr: 'Başkent Günü', ru: 'День столицы', az: 'Paytaxt Günü', ge: 'დედაქალაქის დღე' },
  'День Конституции': { en: 'Constitution Day', tr: 'Anayasa Günü', ru: 'День Конституции', az: 'Konstitusiya Günü', ge: 'კონსტიტუციის დღე' },
  'День Республики': { en: 'Republic Day', tr: 'Cumhuriyet Günü', ru: 'День Республики', az: 'Respublika Günü', ge: 'რესპუბლიკის დღე' },
  'День Независимости': { en: 'Independence Day', tr: 'Bağımsızlık Günü', ru: 'День Независимости', az: 'Müstəqillik Günü', ge: 'დამოუკიდებლობის დღე' },
  'Жаңы жыл': { en: "New Year's Day", tr: 'Yılbaşı', ru: 'Новый год', az: 'Yeni il', ge: 'ახალი წელი' },
  Рождество: { en: 'Orthodox Christmas', tr: 'Ortodoks Noeli', ru: 'Рождество', az: 'Pravoslav Milad bayramı', ge: 'ქრისტეშობა' },
  Нооруз: { en: 'Nooruz', tr: 'Nevruz Bayramı', ru: 'Нооруз', az: 'Novruz bayramı', ge: 'ნოორუზი' },
  'Праздник труда': { en: 'Labour Day', tr: 'Emek Bayramı', ru: 'Праздник труда', az: 'Əmək Bayramı', ge: 'შრომის დღესასწაული' },
  'День независимости': { en: 'Independence Day', tr: 'Bağımsızlık Günü', ru: 'День независимости', az: 'Müstəqillik Günü', ge: 'დამოუკიდებლობის დღე' },
  'Дни истории и памяти предков': {
    en: 'Days of History and Commemoration of Ancestors',
    tr: 'Tarih ve Ataları Anma Günleri',
    ru: 'Дни истории и памяти предков',
    az: 'Tarix və Əcdadların Xatirəsi Günləri',
    ge: 'ისტორიისა და წინაპართა ხსოვნის დღეები',
  },

  // Azerbaijan
  'Yeni il': { en: "New Year's Day", tr: 'Yılbaşı', ru: 'Новый год', az: 'Yeni il', ge: 'ახალი წელი' },
  'Ümumxalq Hüzn Günü': { en: 'National Day of Mourning', tr: 'Ulusal Yas Günü', ru: 'День всенародной скорби', az: 'Ümumxalq Hüzn Günü', ge: 'საერთო-სახალხო გლოვის დღე' },
  'Qadınlar günü': { en: "International Women's Day", tr: 'Dünya Kadınlar Günü', ru: 'Международный женский день', az: 'Qadınlar günü', ge: 'ქალთა საერთაშორისო დღე' },
  'Novruz bayramı': { en: 'Novruz', tr: 'Nevruz Bayramı', ru: 'Новруз байрамы', az: 'Novruz bayramı', ge: 'ნოვრუზ ბაირამი' },
  'Faşizm üzərində qələbə günü': {
    en: 'Victory over Fascism Day',
    tr: 'Faşizme Karşı Zafer Günü',
    ru: 'День Победы над фашизмом',
    az: 'Faşizm üzərində qələbə günü',
    ge: 'ფაშიზმზე გამარჯვების დღე',
  },
  'Müstəqillik Günü': { en: 'Independence Day', tr: 'Bağımsızlık Günü', ru: 'День независимости', az: 'Müstəqillik Günü', ge: 'დამოუკიდებლობის დღე' },
  'Milli Qurtuluş Günü': { en: 'National Salvation Day', tr: 'Ulusal Kurtuluş Günü', ru: 'День национального спасения', az: 'Milli Qurtuluş Günü', ge: 'ეროვნული ხსნის დღე' },
  'Silahlı Qüvvələr Günü': { en: 'Armed Forces Day', tr: 'Silahlı Kuvvetler Günü', ru: 'День Вооружённых сил', az: 'Silahlı Qüvvələr Günü', ge: 'შეიარაღებული ძალების დღე' },
  'Zəfər Günü': { en: 'Victory Day', tr: 'Zafer Günü', ru: 'День Победы', az: 'Zəfər Günü', ge: 'გამარჯვების დღე' },
  'Dövlət Bayrağı Günü': { en: 'National Flag Day', tr: 'Devlet Bayrağı Günü', ru: 'День Государственного флага', az: 'Dövlət Bayrağı Günü', ge: 'სახელმწიფო დროშის დღე' },
  'Dünya Azərbaycanlılarının Həmrəyliyi Günü': {
    en: 'Solidarity Day of World Azerbaijanis',
    tr: 'Dünya Azerbaycanlılarının Dayanışma Günü',
    ru: 'День солидарности азербайджанцев мира',
    az: 'Dünya Azərbaycanlılarının Həmrəyliyi Günü',
    ge: 'მსოფლიო აზერბაიჯანელთა სოლიდარობის დღე',
  },
};
