import type { Language } from '@fsp/domain';
import { COMPARTMENTS, ENGINE_COMPONENTS, JOBS, MACHINE_COMPONENTS, ORDER_STATUSES, ORDER_TYPES, SIM_STAGES } from './catalog';
import { HOLIDAY_NAMES } from './holiday-names';
import { DEMO_SECTIONS } from './reference-data';
import { PART_SOURCES, PART_STATUS, TRAINING_VACATIONS, WORK_AREAS } from './texts';

type Names = Record<string, Record<Language, string>>;

/** 'FINAL DRIVE LH' -> 'Final drive LH' (the lab's codes are upper case; two-letter sides stay). */
const titleCase = (code: string) => code.split(' ').map((word, i) => (word.length <= 2 ? word : i === 0 ? word[0] + word.slice(1).toLowerCase() : word.toLowerCase())).join(' ');

/**
 * The CRM's code lists in every interface language, as localisation maps (part 1 §3): the CRM sends each
 * text in its own organization's language, the screens and exports show the code's name in the reader's.
 */
const JOB_NAMES: Record<string, Omit<Record<Language, string>, 'en'>> = {
  '010': { tr: 'Sökme/Takma', ru: 'Разборка/сборка', az: 'Sökmə/Quraşdırma', ge: 'დაშლა/აწყობა' },
  '020': { tr: 'Onarım', ru: 'Ремонт', az: 'Təmir', ge: 'შეკეთება' },
  '030': { tr: 'Bakım', ru: 'Техническое обслуживание', az: 'Texniki xidmət', ge: 'ტექნიკური მომსახურება' },
  '035': { tr: 'Giriş ekspertizi', ru: 'Входная экспертиза', az: 'Giriş ekspertizası', ge: 'შემავალი ექსპერტიზა' },
  '040': { tr: 'Kontrol', ru: 'Осмотр', az: 'Yoxlama', ge: 'შემოწმება' },
  '043': { tr: 'Çıkış ekspertizi', ru: 'Выходная экспертиза', az: 'Çıxış ekspertizası', ge: 'გამავალი ექსპერტიზა' },
  '045': { tr: 'Test ve ayar', ru: 'Проверка и регулировка', az: 'Sınaq və tənzimləmə', ge: 'ტესტი და რეგულირება' },
  '050': { tr: 'Değiştirme', ru: 'Замена', az: 'Dəyişdirmə', ge: 'შეცვლა' },
  '060': { tr: 'Arıza tespiti', ru: 'Поиск неисправностей', az: 'Nasazlığın aşkarlanması', ge: 'გაუმართაობის დიაგნოსტიკა' },
  '080': { tr: 'Yenileme', ru: 'Восстановление', az: 'Bərpa', ge: 'აღდგენა' },
};

const COMPONENT_NAMES: Record<string, Omit<Record<Language, string>, 'en'>> = {
  '1000': { tr: 'Motor', ru: 'Двигатель', az: 'Mühərrik', ge: 'ძრავა' },
  '1050': { tr: 'Silindir kapağı', ru: 'Головка блока цилиндров', az: 'Silindr başlığı', ge: 'ცილინდრის თავი' },
  '1052': { tr: 'Turbo şarj', ru: 'Турбокомпрессор', az: 'Turbokompressor', ge: 'ტურბოკომპრესორი' },
  '1100': { tr: 'Yağlama sistemi', ru: 'Система смазки', az: 'Yağlama sistemi', ge: 'შეზეთვის სისტემა' },
  '1250': { tr: 'Yakıt sistemi', ru: 'Топливная система', az: 'Yanacaq sistemi', ge: 'საწვავის სისტემა' },
  '1350': { tr: 'Soğutma sistemi', ru: 'Система охлаждения', az: 'Soyutma sistemi', ge: 'გაგრილების სისტემა' },
  '1450': { tr: 'Marş sistemi', ru: 'Система пуска', az: 'İşəsalma sistemi', ge: 'გაშვების სისტემა' },
  '3030': { tr: 'Şanzıman', ru: 'Трансмиссия', az: 'Transmissiya', ge: 'ტრანსმისია' },
  '3100': { tr: 'Tork konvertörü', ru: 'Гидротрансформатор', az: 'Fırlanma anı çeviricisi', ge: 'ბრუნვის მომენტის გარდამქმნელი' },
  '3250': { tr: 'Diferansiyel', ru: 'Дифференциал', az: 'Diferensial', ge: 'დიფერენციალი' },
  '4050': { tr: 'Son tahrik', ru: 'Бортовой редуктор', az: 'Son ötürücü', ge: 'საბოლოო გადაცემა' },
  '4150': { tr: 'Yürüyüş takımı', ru: 'Ходовая часть', az: 'Yeriş hissəsi', ge: 'სავალი ნაწილი' },
  '4250': { tr: 'Frenler', ru: 'Тормоза', az: 'Əyləclər', ge: 'მუხრუჭები' },
  '4300': { tr: 'Direksiyon', ru: 'Рулевое управление', az: 'Sükan idarəsi', ge: 'საჭის მართვა' },
  '4450': { tr: 'Jeneratör', ru: 'Генератор', az: 'Generator', ge: 'გენერატორი' },
  '4470': { tr: 'Jeneratör seti kontrolleri', ru: 'Управление генераторной установкой', az: 'Generator qurğusunun idarəsi', ge: 'გენერატორის დანადგარის მართვა' },
  '5050': { tr: 'Hidrolik pompa', ru: 'Гидравлический насос', az: 'Hidravlik nasos', ge: 'ჰიდრავლიკური ტუმბო' },
  '5100': { tr: 'Hidrolik silindir', ru: 'Гидроцилиндр', az: 'Hidravlik silindr', ge: 'ჰიდრავლიკური ცილინდრი' },
  '5250': { tr: 'Kumanda valfi', ru: 'Распределитель', az: 'İdarəetmə klapanı', ge: 'მართვის სარქველი' },
  '5450': { tr: 'Döner tahrik', ru: 'Привод поворота', az: 'Dönmə ötürücüsü', ge: 'მობრუნების ამძრავი' },
  '6500': { tr: 'Kova / aşınma parçaları', ru: 'Ковш / износостойкие элементы', az: 'Çalov / aşınma hissələri', ge: 'ციცხვი / ცვეთადი ნაწილები' },
  '7000': { tr: 'Kabin ve operatör yeri', ru: 'Кабина и место оператора', az: 'Kabin və operator yeri', ge: 'კაბინა და ოპერატორის ადგილი' },
  '7300': { tr: 'Klima', ru: 'Кондиционер', az: 'Kondisioner', ge: 'კონდიციონერი' },
  '7490': { tr: 'Elektronik izleme', ru: 'Электронный мониторинг', az: 'Elektron monitorinq', ge: 'ელექტრონული მონიტორინგი' },
};

/** A job's or a component's name in an organization's language: the free texts the demo's CRM writes (item descriptions). */
export const jobNameIn = (code: string, language: Exclude<Language, 'en'>): string | undefined => JOB_NAMES[code]?.[language];
export const componentNameIn = (code: string, language: Exclude<Language, 'en'>): string | undefined => COMPONENT_NAMES[code]?.[language];

const SIM_STAGE_NAMES: Record<string, Pick<Record<Language, string>, 'en' | 'ge'>> = {
  '0010': { en: 'Planning pending', ge: 'ელოდება დაგეგმვას' },
  '0020': { en: 'Job planned', ge: 'სამუშაო დაგეგმილია' },
  '0080': { en: 'Offer pending customer approval', ge: 'შეთავაზება კლიენტის დასტურს ელოდება' },
  '0160': { en: 'Job closed', ge: 'სამუშაო დახურულია' },
};

const ORDER_TYPE_NAMES: Record<string, Pick<Record<Language, string>, 'en' | 'ge'>> = {
  ZS01: { en: 'Field service', ge: 'გასვლითი სერვისი' },
  ZS02: { en: 'Workshop repair', ge: 'სახელოსნოში შეკეთება' },
  ZS03: { en: 'Periodic maintenance', ge: 'პერიოდული მომსახურება' },
  ZS04: { en: 'Warranty', ge: 'საგარანტიო' },
  ZS05: { en: 'Expertise', ge: 'ექსპერტიზა' },
  ZS06: { en: 'Service contract (CVA)', ge: 'მომსახურების კონტრაქტი (CVA)' },
};

const ORDER_STATUS_NAMES: Record<string, Pick<Record<Language, string>, 'en' | 'ge'>> = {
  E0001: { en: 'Open', ge: 'ღია' },
  E0002: { en: 'Released', ge: 'გაშვებული' },
  E0003: { en: 'In process', ge: 'მიმდინარე' },
  E0004: { en: 'Technically completed', ge: 'ტექნიკურად დასრულებული' },
  E0005: { en: 'Closed', ge: 'დახურული' },
  E0006: { en: 'Waiting for parts', ge: 'ელოდება ნაწილებს' },
};

/** Team sections have no code: the map is keyed by the stored (English) name, which ids differing between databases would not be. */
const SECTION_NAMES: Record<(typeof DEMO_SECTIONS)[number], Omit<Record<Language, string>, 'en'>> = {
  'Field Service': { tr: 'Saha Servisi', ru: 'Выездной сервис', az: 'Səyyar servis', ge: 'საველე სერვისი' },
  Workshop: { tr: 'Atölye', ru: 'Мастерская', az: 'Emalatxana', ge: 'სახელოსნო' },
  'Engine Overhaul': { tr: 'Motor Revizyonu', ru: 'Капитальный ремонт двигателей', az: 'Mühərrikin əsaslı təmiri', ge: 'ძრავის კაპიტალური რემონტი' },
  Hydraulics: { tr: 'Hidrolik', ru: 'Гидравлика', az: 'Hidravlika', ge: 'ჰიდრავლიკა' },
  Electrical: { tr: 'Elektrik', ru: 'Электрика', az: 'Elektrik', ge: 'ელექტრობა' },
  'Power Systems': { tr: 'Güç Sistemleri', ru: 'Энергетические системы', az: 'Enerji sistemləri', ge: 'ენერგოსისტემები' },
};

/** A part line's status and source carry only the CRM's (English) text: the maps are keyed by it, as `section`. */
const PART_STATUS_NAMES: Record<string, Omit<Record<Language, string>, 'en'>> = {
  Open: { tr: 'Açık', ru: 'Открыт', az: 'Açıq', ge: 'ღია' },
  'Partially confirmed': { tr: 'Kısmen onaylandı', ru: 'Частично подтверждён', az: 'Qismən təsdiqləndi', ge: 'ნაწილობრივ დადასტურებული' },
  Confirmed: { tr: 'Onaylandı', ru: 'Подтверждён', az: 'Təsdiqləndi', ge: 'დადასტურებული' },
  Delivered: { tr: 'Teslim edildi', ru: 'Доставлен', az: 'Çatdırıldı', ge: 'მიწოდებული' },
};
const PART_SOURCE_NAMES: Record<string, Omit<Record<Language, string>, 'en'>> = {
  Stock: { tr: 'Stok', ru: 'Склад', az: 'Anbar', ge: 'საწყობი' },
  'Factory order': { tr: 'Fabrika siparişi', ru: 'Заказ на заводе', az: 'Zavod sifarişi', ge: 'ქარხნული შეკვეთა' },
  'Branch transfer': { tr: 'Şube transferi', ru: 'Перемещение из филиала', az: 'Filialdan köçürmə', ge: 'ფილიალიდან გადმოტანა' },
};

/** The oil lab's compartment codes of a sample (equipComp), named in each language. */
const SAMPLE_COMPARTMENT_NAMES: Record<string, Omit<Record<Language, string>, 'en'>> = {
  ENGINE: { tr: 'Motor', ru: 'Двигатель', az: 'Mühərrik', ge: 'ძრავა' },
  HYDRAULIC: { tr: 'Hidrolik', ru: 'Гидравлика', az: 'Hidravlika', ge: 'ჰიდრავლიკა' },
  TRANSMISSION: { tr: 'Şanzıman', ru: 'Трансмиссия', az: 'Transmissiya', ge: 'ტრანსმისია' },
  'FINAL DRIVE LH': { tr: 'Son tahrik sol', ru: 'Бортовой редуктор левый', az: 'Son ötürücü sol', ge: 'საბოლოო ამძრავი მარცხენა' },
  'FINAL DRIVE RH': { tr: 'Son tahrik sağ', ru: 'Бортовой редуктор правый', az: 'Son ötürücü sağ', ge: 'საბოლოო ამძრავი მარჯვენა' },
  DIFFERENTIAL: { tr: 'Diferansiyel', ru: 'Дифференциал', az: 'Diferensial', ge: 'დიფერენციალი' },
  'SWING DRIVE': { tr: 'Döner tahrik', ru: 'Редуктор поворота', az: 'Dönmə ötürücüsü', ge: 'მობრუნების ამძრავი' },
  COOLANT: { tr: 'Soğutma sıvısı', ru: 'Охлаждающая жидкость', az: 'Soyuducu maye', ge: 'გამაგრილებელი სითხე' },
};

/**
 * The demo's work areas (bays) are stored in their service centre's language and have no code: the map is keyed by
 * the stored name, as `section`. Interface names in sentence case, as the rest of each interface.
 */
const WORK_AREA_NAMES: Record<string, Record<Language, string>> = {
  'Atölye Bölme 1': { en: 'Workshop bay 1', tr: 'Atölye bölmesi 1', ru: 'Бокс мастерской 1', az: 'Emalatxana bölməsi 1', ge: 'სახელოსნოს ბოქსი 1' },
  'Atölye Bölme 2': { en: 'Workshop bay 2', tr: 'Atölye bölmesi 2', ru: 'Бокс мастерской 2', az: 'Emalatxana bölməsi 2', ge: 'სახელოსნოს ბოქსი 2' },
  'Atölye Bölme 3': { en: 'Workshop bay 3', tr: 'Atölye bölmesi 3', ru: 'Бокс мастерской 3', az: 'Emalatxana bölməsi 3', ge: 'სახელოსნოს ბოქსი 3' },
  'Atölye Bölme 4': { en: 'Workshop bay 4', tr: 'Atölye bölmesi 4', ru: 'Бокс мастерской 4', az: 'Emalatxana bölməsi 4', ge: 'სახელოსნოს ბოქსი 4' },
  'Motor Revizyon Alanı': { en: 'Engine overhaul area', tr: 'Motor revizyon alanı', ru: 'Участок капремонта двигателей', az: 'Mühərrik əsaslı təmir sahəsi', ge: 'ძრავის კაპიტალური რემონტის უბანი' },
  'Hidrolik Test Standı': { en: 'Hydraulic test bench', tr: 'Hidrolik test standı', ru: 'Гидравлический испытательный стенд', az: 'Hidravlik sınaq stendi', ge: 'ჰიდრავლიკური საცდელი სტენდი' },
  'Yıkama Alanı': { en: 'Wash bay', tr: 'Yıkama alanı', ru: 'Моечный участок', az: 'Yuma sahəsi', ge: 'სამრეცხაო უბანი' },
  Saha: { en: 'On site', tr: 'Saha', ru: 'Выезд к клиенту', az: 'Müştəri yanında', ge: 'კლიენტთან გასვლა' },
  'Бокс 1': { en: 'Bay 1', tr: 'Bölme 1', ru: 'Бокс 1', az: 'Boks 1', ge: 'ბოქსი 1' },
  'Бокс 2': { en: 'Bay 2', tr: 'Bölme 2', ru: 'Бокс 2', az: 'Boks 2', ge: 'ბოქსი 2' },
  'Бокс 3': { en: 'Bay 3', tr: 'Bölme 3', ru: 'Бокс 3', az: 'Boks 3', ge: 'ბოქსი 3' },
  'Моторный участок': { en: 'Engine shop', tr: 'Motor atölyesi', ru: 'Моторный участок', az: 'Mühərrik sexi', ge: 'ძრავის საამქრო' },
  'Гидравлический стенд': { en: 'Hydraulic bench', tr: 'Hidrolik stand', ru: 'Гидравлический стенд', az: 'Hidravlik stend', ge: 'ჰიდრავლიკური სტენდი' },
  Мойка: { en: 'Wash bay', tr: 'Yıkama alanı', ru: 'Мойка', az: 'Yuma məntəqəsi', ge: 'სამრეცხაო' },
  'Выезд к клиенту': { en: 'On site', tr: 'Saha', ru: 'Выезд к клиенту', az: 'Müştəri yanında', ge: 'კლიენტთან გასვლა' },
};

const components = new Map([...MACHINE_COMPONENTS, ...ENGINE_COMPONENTS]);

type EnglishAndGeorgian = { en: string; ge: string };

/** English and Georgian for the training/vacation kinds of texts.ts, which holds each country's language. */
const TRAINING_VACATION_TEXTS: Record<string, { name: EnglishAndGeorgian; description: EnglishAndGeorgian; laborTypeText: EnglishAndGeorgian }> = {
  V100: {
    name: { en: 'Annual leave', ge: 'ყოველწლიური შვებულება' },
    description: { en: 'Annual paid leave', ge: 'ყოველწლიური ანაზღაურებადი შვებულება' },
    laborTypeText: { en: 'Paid leave', ge: 'ანაზღაურებადი შვებულება' },
  },
  V200: {
    name: { en: 'Sick leave', ge: 'ავადმყოფობის შვებულება' },
    description: { en: 'Sick leave with a medical certificate', ge: 'ავადმყოფობის შვებულება სამედიცინო ცნობით' },
    laborTypeText: { en: 'Certified sick leave', ge: 'დროებითი შრომისუუნარობა' },
  },
  V300: {
    name: { en: 'Leave for family reasons', ge: 'შვებულება ოჯახური მიზეზით' },
    description: { en: 'Family reasons: marriage, birth, bereavement', ge: 'ოჯახური მიზეზები: ქორწინება, დაბადება, გარდაცვალება' },
    laborTypeText: { en: 'Unpaid leave', ge: 'უხელფასო შვებულება' },
  },
  T100: {
    name: { en: 'Occupational safety training', ge: 'შრომის უსაფრთხოების ტრენინგი' },
    description: { en: 'Annual mandatory occupational safety training', ge: 'ყოველწლიური სავალდებულო შრომის უსაფრთხოების ტრენინგი' },
    laborTypeText: { en: 'Training', ge: 'ტრენინგი' },
  },
  T200: {
    name: { en: 'Engine certification (C15/C18)', ge: 'ძრავის სერტიფიცირება (C15/C18)' },
    description: { en: "Manufacturer's engine certification programme", ge: 'მწარმოებლის ძრავის სერტიფიცირების პროგრამა' },
    laborTypeText: { en: 'Training', ge: 'ტრენინგი' },
  },
  T300: {
    name: { en: 'Hydraulic systems training', ge: 'ჰიდრავლიკური სისტემების ტრენინგი' },
    description: { en: 'Excavator hydraulic systems and troubleshooting', ge: 'ექსკავატორის ჰიდრავლიკური სისტემები და დიაგნოსტიკა' },
    laborTypeText: { en: 'Training', ge: 'ტრენინგი' },
  },
  T400: {
    name: { en: 'Electronic diagnostics (ET) training', ge: 'ელექტრონული დიაგნოსტიკის (ET) ტრენინგი' },
    description: { en: 'Troubleshooting with the service software', ge: 'დიაგნოსტიკა სერვისული პროგრამით' },
    laborTypeText: { en: 'Training', ge: 'ტრენინგი' },
  },
  T500: {
    name: { en: 'First aid training', ge: 'პირველადი დახმარების ტრენინგი' },
    description: { en: 'Certified first aid course', ge: 'სერტიფიცირებული პირველადი დახმარების კურსი' },
    laborTypeText: { en: 'Training', ge: 'ტრენინგი' },
  },
};

/**
 * Training/vacation kinds are records per country, each named in its country's language: `trainingVacation` is keyed
 * by the stored name (as `section`: no code to key by), `trainingVacationDescription` by the stored description (a
 * history row carries only the text), `laborType` by the labor type code (its text).
 */
function trainingVacationMaps(): { trainingVacation: Names; trainingVacationDescription: Names; laborType: Names } {
  const trainingVacation: Names = {};
  const trainingVacationDescription: Names = {};
  const laborType: Names = {};
  for (const spec of TRAINING_VACATIONS) {
    const texts = TRAINING_VACATION_TEXTS[spec.laborType]!;
    const names = { ...spec.name, ...texts.name };
    for (const stored of Object.values(spec.name)) trainingVacation[stored] = names;
    const descriptions = { ...spec.description, ...texts.description };
    for (const stored of Object.values(spec.description)) trainingVacationDescription[stored] = descriptions;
    laborType[spec.laborType] = { ...spec.laborTypeText, ...texts.laborTypeText };
  }
  return { trainingVacation, trainingVacationDescription, laborType };
}

export const MASTER_DATA_NAMES: Record<string, Names> = {
  jobCode: Object.fromEntries(Object.values(JOBS).map((job) => [job.code, { en: job.text, ...JOB_NAMES[job.code] }])),
  component: Object.fromEntries([...components].map(([code, en]) => [code, { en, ...COMPONENT_NAMES[code] }])),
  simStage: Object.fromEntries(Object.entries(SIM_STAGES).map(([code, names]) => [code, { ...names, ...SIM_STAGE_NAMES[code] }])),
  orderType: Object.fromEntries(ORDER_TYPES.map((type) => [type.code, { ...type.text, ...ORDER_TYPE_NAMES[type.code] }])),
  workOrderStatus: Object.fromEntries(Object.entries(ORDER_STATUSES).map(([code, status]) => [code, { ...status.text, ...ORDER_STATUS_NAMES[code] }])),
  section: Object.fromEntries(DEMO_SECTIONS.map((name) => [name, { en: name, ...SECTION_NAMES[name] }])),
  workArea: Object.fromEntries(Object.values(WORK_AREAS).flat().map((name) => [name, WORK_AREA_NAMES[name]!])),
  sampleCompartment: Object.fromEntries(COMPARTMENTS.map(([code]) => [code, { en: titleCase(code), ...SAMPLE_COMPARTMENT_NAMES[code] }])),
  partStatus: Object.fromEntries(PART_STATUS.map(([, text]) => [text, { en: text, ...PART_STATUS_NAMES[text] }])),
  partSource: Object.fromEntries(PART_SOURCES.map((text) => [text, { en: text, ...PART_SOURCE_NAMES[text] }])),
  holiday: HOLIDAY_NAMES,
  ...trainingVacationMaps(),
};
