import {
  CALENDAR_ERRORS,
  CALENDAR_NAME_MAX,
  ORDER_DETAILS_MESSAGES,
  PLATE_ERRORS,
  PLATE_NUMBER_MAX,
  SUBSCRIPTION_MESSAGES,
  TEAM_MESSAGES,
  WORK_ORDER_NO_MESSAGES,
  ACTIVITY_MESSAGES,
  MAX_INT,
  type Language,
} from '@fsp/domain';
import type { ColumnWords } from './index';

/**
 * How the server words a refused request in each language: the frame of a contract's refusal, the general
 * answers of the error handler, and the contracts' own messages (docs/decisions/0032-refusals-in-the-callers-language.md).
 * The English texts are the contracts' and stay as they are: clients and tests read them.
 */
export interface RequestRefusalWords {
  /** A refusal of one field: its path as the contract names it, and why. */
  field(path: string, why: string): string;
  /** A refusal of the request as a whole. */
  request(why: string): string;
  notFound: string;
  conflict: string;
  invalidValue: string;
  unexpected: string;
  busy: string;
  nulCharacter: string;
  /** Text with a lone UTF-16 surrogate: no character at all, and PostgreSQL's JSON refuses its escape. */
  unpairedSurrogate: string;
  /** A field's name in a label-based message (“Serial number can be a maximum of 30 characters.”). */
  names: Readonly<Record<string, string>>;
  required(name: string): string;
  format(name: string, format: string): string;
  realDay(name: string): string;
  maxCharacters(name: string, max: string): string;
  rangeDays(days: string): string;
  oneOf(name: string, values: string): string;
  unknownStatus(status: string): string;
  /** The contracts' fixed messages, by their English text. */
  fixed: Readonly<Record<string, string>>;
}

/** The contracts' fixed messages a screen can show, in the order of the translations below. */
export const FIXED_MESSAGES = [
  CALENDAR_ERRORS.nameRequired,
  CALENDAR_ERRORS.nameTooLong,
  CALENDAR_ERRORS.countryRequired,
  CALENDAR_ERRORS.endNotAfterStart,
  SUBSCRIPTION_MESSAGES.typeRequired,
  SUBSCRIPTION_MESSAGES.statusRequired,
  SUBSCRIPTION_MESSAGES.statusNotAllowed,
  SUBSCRIPTION_MESSAGES.teamRequired,
  SUBSCRIPTION_MESSAGES.teamNotAllowed,
  ORDER_DETAILS_MESSAGES.noteTooLong,
  ORDER_DETAILS_MESSAGES.noteRequired,
  PLATE_ERRORS.plateRequired,
  PLATE_ERRORS.plateTooLong,
  PLATE_ERRORS.organizationRequired,
  PLATE_ERRORS.deactivationBeforeRegistration,
  TEAM_MESSAGES.required,
  TEAM_MESSAGES.tooLong,
  WORK_ORDER_NO_MESSAGES.required,
  WORK_ORDER_NO_MESSAGES.numeric,
  WORK_ORDER_NO_MESSAGES.tooLong,
  WORK_ORDER_NO_MESSAGES.tooLarge,
  ACTIVITY_MESSAGES.workOrderNo,
  ACTIVITY_MESSAGES.customerTooShort,
  'endDate must not be before startDate',
  'id must be a number',
  'must be whole epoch milliseconds',
  'must be a time between 1970-01-01 and 2199-12-31',
  'searchDate must be YYYY-MM-DD, YYYYMMDD or epoch milliseconds, a real day between 1970-01-01 and 2199-12-31',
  'must be a work order number (digits only, at most 12)',
  'workOrderNumbers must name at least one work order',
] as const;

type Fixed = ColumnWords<typeof FIXED_MESSAGES>;
const fixedTable = (texts: Fixed): Record<string, string> => Object.fromEntries(FIXED_MESSAGES.map((english, i) => [english, texts[i]]));

const LABELS = ['Start date', 'End date', 'Deactivation date', 'Registration date', 'Updated date', 'Serial number', 'Model number', 'Technician', 'First sample number', 'Last sample number', 'Dealer branch', 'Shop job number', 'User name', 'Customer number', 'Customer'] as const;
type Labels = ColumnWords<typeof LABELS>;
const labelTable = (texts: Labels): Record<string, string> => Object.fromEntries(LABELS.map((english, i) => [english, texts[i]]));

const RANGE = '1970-01-01 – 2199-12-31';

const tr: RequestRefusalWords = {
  field: (path, why) => `Alan "${path}": ${why}`,
  request: (why) => `Geçersiz istek: ${why}`,
  notFound: 'Üzgünüz, aradığınız sayfa bulunamadı.',
  conflict: 'Değişiklik, bu arada değişmiş ya da artık olmayan bir kayıtla çakışıyor. Lütfen yenileyip tekrar deneyin.',
  invalidValue: 'İstekteki bir değer saklanabilecek aralığın dışında.',
  unexpected: 'Beklenmeyen bir hata oluştu.',
  busy: 'Sunucu meşgul. Lütfen biraz sonra tekrar deneyin.',
  nulCharacter: 'metin NUL karakteri içeremez',
  unpairedSurrogate: 'metin geçersiz bir Unicode karakteri (eşlenmemiş vekil) içeremez',
  names: labelTable(['Başlangıç tarihi', 'Bitiş tarihi', 'Devre dışı bırakma tarihi', 'Kayıt tarihi', 'Güncelleme tarihi', 'Seri numarası', 'Model numarası', 'Teknisyen', 'İlk numune numarası', 'Son numune numarası', 'Bayi şubesi', 'Atölye iş numarası', 'Kullanıcı adı', 'Müşteri numarası', 'Müşteri']),
  required: (name) => `${name} zorunludur.`,
  format: (name, format) => `${name} ${format} biçiminde olmalıdır.`,
  realDay: (name) => `${name} ${RANGE} arasında gerçek bir gün olmalıdır.`,
  maxCharacters: (name, max) => `${name} en fazla ${max} karakter olabilir.`,
  rangeDays: (days) => `Dönem en fazla ${days} gün uzunluğunda olabilir.`,
  oneOf: (name, values) => `${name} şunlardan biri olmalıdır: ${values}`,
  unknownStatus: (status) => `Bilinmeyen durum ${status}.`,
  fixed: fixedTable([
    'Takvim adı zorunludur',
    `Takvim adı en fazla ${CALENDAR_NAME_MAX} karakter olabilir`,
    'Ülke zorunludur',
    'Çalışma saatlerinin bitişi başlangıcından sonra olmalıdır',
    'Bir bildirim türü seçin.',
    'En az bir durum seçin.',
    'Günlük planlama bildirimlerinin durumu olmaz.',
    'En az bir ekip seçin.',
    'Görev bazlı durum bildirimlerinin ekibi olmaz.',
    'Bu alan en fazla 255 karakter olabilir.',
    'Lütfen bir not girin.',
    'Plaka numarası zorunludur',
    `Plaka numarası en fazla ${PLATE_NUMBER_MAX} karakter olabilir`,
    'Organizasyon zorunludur',
    'Devre dışı bırakma tarihi kayıt tarihinden önce olamaz',
    TEAM_MESSAGES.required,
    TEAM_MESSAGES.tooLong,
    'İş emri numarası zorunludur!',
    'İş emri numarası yalnızca rakamlardan oluşmalıdır.',
    'İş emri numarası en fazla 12 karakter olabilir.',
    `İş emri numarası çok büyük: değer ${MAX_INT} sayısını aşmamalıdır.`,
    'İş emri numarası en fazla 10 haneli olabilir.',
    'Müşteri en az 3 karakter olmalıdır.',
    'Bitiş tarihi başlangıç tarihinden önce olamaz',
    'Kimlik bir sayı olmalıdır',
    'tam sayı olarak epoch milisaniyesi olmalıdır',
    `${RANGE} arasında bir zaman olmalıdır`,
    `Arama tarihi YYYY-MM-DD, YYYYMMDD ya da epoch milisaniyesi biçiminde, ${RANGE} arasında gerçek bir gün olmalıdır`,
    'bir iş emri numarası olmalıdır (yalnızca rakam, en fazla 12)',
    'En az bir iş emri numarası verilmelidir',
  ]),
};

const ru: RequestRefusalWords = {
  field: (path, why) => `Поле «${path}»: ${why}`,
  request: (why) => `Недопустимый запрос: ${why}`,
  notFound: 'Извините, страница не найдена.',
  conflict: 'Изменение противоречит записи, которая тем временем изменилась или удалена. Обновите данные и повторите попытку.',
  invalidValue: 'Значение в запросе выходит за пределы допустимого.',
  unexpected: 'Произошла непредвиденная ошибка.',
  busy: 'Сервер занят. Повторите попытку чуть позже.',
  nulCharacter: 'текст не может содержать символ NUL',
  unpairedSurrogate: 'текст не может содержать недопустимый символ Юникода (непарный суррогат)',
  names: labelTable(['Дата начала', 'Дата окончания', 'Дата деактивации', 'Дата регистрации', 'Дата изменения', 'Серийный номер', 'Номер модели', 'Техник', 'Первый номер пробы', 'Последний номер пробы', 'Филиал дилера', 'Номер работы', 'Имя пользователя', 'Номер клиента', 'Клиент']),
  required: (name) => `Поле «${name}» обязательно.`,
  format: (name, format) => `«${name}»: ожидается формат ${format}.`,
  realDay: (name) => `«${name}»: должен быть существующий день в пределах ${RANGE}.`,
  maxCharacters: (name, max) => `«${name}»: не более ${max} символов.`,
  rangeDays: (days) => `Период может длиться не более ${days} дн.`,
  oneOf: (name, values) => `«${name}» должно быть одним из: ${values}`,
  unknownStatus: (status) => `Неизвестный статус ${status}.`,
  fixed: fixedTable([
    'Укажите название календаря',
    `Название календаря — не более ${CALENDAR_NAME_MAX} символов`,
    'Укажите страну',
    'Окончание рабочего времени должно быть позже его начала',
    'Выберите тип уведомления.',
    'Выберите хотя бы один статус.',
    'У уведомлений о дневном плане нет статуса.',
    'Выберите хотя бы одну бригаду.',
    'У уведомлений о статусе задания нет бригады.',
    'Это поле может содержать не более 255 символов.',
    'Введите заметку.',
    'Укажите госномер',
    `Госномер — не более ${PLATE_NUMBER_MAX} символов`,
    'Укажите организацию',
    'Дата деактивации не может быть раньше даты регистрации',
    'Это поле не может быть пустым',
    'Это поле может содержать не более 255 символов.',
    'Укажите номер заказа-наряда!',
    'Номер заказа-наряда должен состоять только из цифр.',
    'Номер заказа-наряда — не более 12 символов.',
    `Номер заказа-наряда слишком большой: значение не должно превышать ${MAX_INT}.`,
    'Номер заказа-наряда — не более 10 цифр.',
    'Клиент: введите не менее 3 символов.',
    'Дата окончания не может быть раньше даты начала',
    'Идентификатор должен быть числом',
    'ожидается целое число миллисекунд эпохи',
    `ожидается время в пределах ${RANGE}`,
    `Дата поиска: YYYY-MM-DD, YYYYMMDD или миллисекунды эпохи, существующий день в пределах ${RANGE}`,
    'ожидается номер заказа-наряда (только цифры, не более 12)',
    'Укажите хотя бы один номер заказа-наряда',
  ]),
};

const az: RequestRefusalWords = {
  field: (path, why) => `Sahə "${path}": ${why}`,
  request: (why) => `Yanlış sorğu: ${why}`,
  notFound: 'Üzr istəyirik, axtardığınız səhifə tapılmadı.',
  conflict: 'Dəyişiklik bu arada dəyişmiş və ya artıq olmayan bir qeydlə toqquşur. Zəhmət olmasa yeniləyib yenidən cəhd edin.',
  invalidValue: 'Sorğudakı dəyər saxlanıla bilən aralıqdan kənardadır.',
  unexpected: 'Gözlənilməz xəta baş verdi.',
  busy: 'Server məşğuldur. Zəhmət olmasa bir az sonra yenidən cəhd edin.',
  nulCharacter: 'mətndə NUL simvolu ola bilməz',
  unpairedSurrogate: 'mətndə yanlış Unicode simvolu (cütsüz surroqat) ola bilməz',
  names: labelTable(['Başlanğıc tarixi', 'Bitmə tarixi', 'Deaktivasiya tarixi', 'Qeydiyyat tarixi', 'Yenilənmə tarixi', 'Seriya nömrəsi', 'Model nömrəsi', 'Texnik', 'İlk nümunə nömrəsi', 'Son nümunə nömrəsi', 'Diler filialı', 'Emalatxana iş nömrəsi', 'İstifadəçi adı', 'Müştəri nömrəsi', 'Müştəri']),
  required: (name) => `${name} mütləqdir.`,
  format: (name, format) => `${name} ${format} formatında olmalıdır.`,
  realDay: (name) => `${name} ${RANGE} aralığında real gün olmalıdır.`,
  maxCharacters: (name, max) => `${name} ən çox ${max} simvol ola bilər.`,
  rangeDays: (days) => `Dövr ən çox ${days} gün ola bilər.`,
  oneOf: (name, values) => `${name} bunlardan biri olmalıdır: ${values}`,
  unknownStatus: (status) => `Naməlum status ${status}.`,
  fixed: fixedTable([
    'Təqvim adı mütləqdir',
    `Təqvim adı ən çox ${CALENDAR_NAME_MAX} simvol ola bilər`,
    'Ölkə mütləqdir',
    'İş saatlarının sonu başlanğıcından sonra olmalıdır',
    'Bildiriş növünü seçin.',
    'Ən azı bir status seçin.',
    'Gündəlik planlama bildirişlərinin statusu olmur.',
    'Ən azı bir komanda seçin.',
    'Tapşırıq əsaslı status bildirişlərinin komandası olmur.',
    'Bu sahə ən çox 255 simvol ola bilər.',
    'Zəhmət olmasa qeyd daxil edin.',
    'Nömrə nişanı mütləqdir',
    `Nömrə nişanı ən çox ${PLATE_NUMBER_MAX} simvol ola bilər`,
    'Təşkilat mütləqdir',
    'Deaktivasiya tarixi qeydiyyat tarixindən əvvəl ola bilməz',
    'Bu sahə boş qala bilməz',
    'Bu sahə ən çox 255 simvol ola bilər.',
    'İş sifarişi nömrəsi mütləqdir!',
    'İş sifarişi nömrəsi yalnız rəqəmlərdən ibarət olmalıdır.',
    'İş sifarişi nömrəsi ən çox 12 simvol ola bilər.',
    `İş sifarişi nömrəsi çox böyükdür: dəyər ${MAX_INT} həddini keçməməlidir.`,
    'İş sifarişi nömrəsi ən çox 10 rəqəm ola bilər.',
    'Müştəri ən azı 3 simvol olmalıdır.',
    'Bitmə tarixi başlama tarixindən əvvəl ola bilməz',
    'İdentifikator rəqəm olmalıdır',
    'tam epoch millisaniyəsi olmalıdır',
    `${RANGE} aralığında vaxt olmalıdır`,
    `Axtarış tarixi YYYY-MM-DD, YYYYMMDD və ya epoch millisaniyəsi, ${RANGE} aralığında real gün olmalıdır`,
    'iş sifarişi nömrəsi olmalıdır (yalnız rəqəm, ən çox 12)',
    'Ən azı bir iş sifarişi nömrəsi göstərilməlidir',
  ]),
};

const ge: RequestRefusalWords = {
  field: (path, why) => `ველი „${path}“: ${why}`,
  request: (why) => `არასწორი მოთხოვნა: ${why}`,
  notFound: 'ბოდიში, გვერდი ვერ მოიძებნა.',
  conflict: 'ცვლილება ეწინააღმდეგება ჩანაწერს, რომელიც ამასობაში შეიცვალა ან აღარ არსებობს. განაახლეთ და სცადეთ ხელახლა.',
  invalidValue: 'მოთხოვნის მნიშვნელობა დასაშვებ ფარგლებს სცდება.',
  unexpected: 'მოულოდნელი შეცდომა მოხდა.',
  busy: 'სერვერი დაკავებულია. სცადეთ ცოტა ხანში.',
  nulCharacter: 'ტექსტი არ შეიძლება შეიცავდეს NUL სიმბოლოს',
  unpairedSurrogate: 'ტექსტი არ შეიძლება შეიცავდეს არასწორ Unicode სიმბოლოს (დაუწყვილებელ სუროგატს)',
  names: labelTable(['დაწყების თარიღი', 'დასრულების თარიღი', 'დეაქტივაციის თარიღი', 'რეგისტრაციის თარიღი', 'განახლების თარიღი', 'სერიული ნომერი', 'მოდელის ნომერი', 'ტექნიკოსი', 'პირველი ნიმუშის ნომერი', 'ბოლო ნიმუშის ნომერი', 'დილერის ფილიალი', 'სახელოსნოს სამუშაოს ნომერი', 'მომხმარებლის სახელი', 'კლიენტის ნომერი', 'კლიენტი']),
  required: (name) => `${name} სავალდებულოა.`,
  format: (name, format) => `${name}: მოსალოდნელია ფორმატი ${format}.`,
  realDay: (name) => `${name}: უნდა იყოს არსებული დღე ${RANGE} ფარგლებში.`,
  maxCharacters: (name, max) => `${name}: მაქსიმუმ ${max} სიმბოლო.`,
  rangeDays: (days) => `პერიოდი არ უნდა აღემატებოდეს ${days} დღეს.`,
  oneOf: (name, values) => `${name} უნდა იყოს ერთ-ერთი: ${values}`,
  unknownStatus: (status) => `უცნობი სტატუსი ${status}.`,
  fixed: fixedTable([
    'კალენდრის სახელი სავალდებულოა',
    `კალენდრის სახელი არ უნდა აღემატებოდეს ${CALENDAR_NAME_MAX} სიმბოლოს`,
    'ქვეყანა სავალდებულოა',
    'სამუშაო საათების დასასრული დაწყების შემდეგ უნდა იყოს',
    'აირჩიეთ შეტყობინების ტიპი.',
    'აირჩიეთ მინიმუმ ერთი სტატუსი.',
    'დღიური დაგეგმვის შეტყობინებებს სტატუსი არ აქვს.',
    'აირჩიეთ მინიმუმ ერთი გუნდი.',
    'დავალების სტატუსის შეტყობინებებს გუნდი არ აქვს.',
    'ეს ველი მაქსიმუმ 255 სიმბოლოს შეიძლება შეიცავდეს.',
    'გთხოვთ, შეიყვანოთ შენიშვნა.',
    'სანომრე ნიშანი სავალდებულოა',
    `სანომრე ნიშანი არ უნდა აღემატებოდეს ${PLATE_NUMBER_MAX} სიმბოლოს`,
    'ორგანიზაცია სავალდებულოა',
    'დეაქტივაციის თარიღი რეგისტრაციის თარიღამდე ვერ იქნება',
    'ეს ველი ცარიელი ვერ იქნება',
    'ეს ველი მაქსიმუმ 255 სიმბოლოს შეიძლება შეიცავდეს.',
    'სამუშაო შეკვეთის ნომერი სავალდებულოა!',
    'სამუშაო შეკვეთის ნომერი მხოლოდ ციფრებს უნდა შეიცავდეს.',
    'სამუშაო შეკვეთის ნომერი მაქსიმუმ 12 სიმბოლოა.',
    `სამუშაო შეკვეთის ნომერი ძალიან დიდია: მნიშვნელობა არ უნდა აღემატებოდეს ${MAX_INT}-ს.`,
    'სამუშაო შეკვეთის ნომერი მაქსიმუმ 10 ციფრია.',
    'კლიენტი: შეიყვანეთ მინიმუმ 3 სიმბოლო.',
    'დასრულების თარიღი დაწყებამდე ვერ იქნება',
    'იდენტიფიკატორი რიცხვი უნდა იყოს',
    'უნდა იყოს ეპოქის მილიწამების მთელი რიცხვი',
    `უნდა იყოს დრო ${RANGE} ფარგლებში`,
    `ძიების თარიღი: YYYY-MM-DD, YYYYMMDD ან ეპოქის მილიწამები, არსებული დღე ${RANGE} ფარგლებში`,
    'უნდა იყოს სამუშაო შეკვეთის ნომერი (მხოლოდ ციფრები, მაქსიმუმ 12)',
    'მიუთითეთ მინიმუმ ერთი სამუშაო შეკვეთის ნომერი',
  ]),
};

/** The words of every language but English, whose texts are the contracts' own. */
export const REQUEST_REFUSALS: Readonly<Record<Exclude<Language, 'en'>, RequestRefusalWords>> = { tr, ru, az, ge };
