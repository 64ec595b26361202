/** Free texts of the demo data in the countries' languages (Russian for RU, KZ and KG). */
import type { WorkingStatus } from '../db/codes';
import type { Lang } from './names';

export type PerLang<T> = Record<Lang, T>;

export interface OrderDescription {
  /** The component of the order's first item ('1000' engine…); null: any. */
  component: string | null;
  /** Only for machines, or only for engines and generator sets. */
  fits?: 'machine' | 'engine';
  /** {model} is the equipment model. */
  text: PerLang<string>;
}

const d = (component: string | null, tr: string, ru: string, az: string, fits?: 'machine' | 'engine'): OrderDescription => ({ component, fits, text: { tr, ru, az } });

/** Work-order descriptions per order type, as the CRM's service advisors write them. */
export const ORDER_DESCRIPTIONS: Record<string, OrderDescription[]> = {
  ZS01: [
    d(null, '{model} sahada arıza tespiti ve onarım', '{model} диагностика и ремонт на объекте', '{model} yerində nasazlığın aşkarlanması və təmir'),
    d('5100', '{model} hidrolik yağ kaçağı onarımı', '{model} устранение течи гидравлики', '{model} hidravlik yağ sızmasının aradan qaldırılması', 'machine'),
    d('1450', '{model} marş basmıyor - arıza', '{model} не запускается двигатель', '{model} mühərrik işə düşmür'),
    d('1350', '{model} motor hararet yapıyor', '{model} перегрев двигателя', '{model} mühərrik qızır'),
    d('7490', '{model} elektrik arızası, ekranda hata kodu', '{model} неисправность электрики, код ошибки на дисплее', '{model} elektrik nasazlığı, ekranda xəta kodu', 'machine'),
    d('4470', '{model} jeneratör kontrol paneli arızası', '{model} неисправность панели управления генератора', '{model} generator idarəetmə panelinin nasazlığı', 'engine'),
    d('4150', '{model} yürüyüş takımından ses geliyor', '{model} шум в ходовой части', '{model} yeriş hissəsindən səs gəlir', 'machine'),
    d('1250', '{model} yük altında devir düşüyor', '{model} падение оборотов под нагрузкой', '{model} yük altında dövrlər düşür', 'engine'),
  ],
  ZS02: [
    d('1000', '{model} motor revizyonu', '{model} капитальный ремонт двигателя', '{model} mühərrikin əsaslı təmiri'),
    d('3030', '{model} şanzıman revizyonu', '{model} капитальный ремонт КПП', '{model} sürət qutusunun əsaslı təmiri', 'machine'),
    d('5050', '{model} hidrolik pompa revizyonu', '{model} ремонт гидронасоса', '{model} hidravlik nasosun təmiri', 'machine'),
    d('3100', '{model} tork konvertör onarımı', '{model} ремонт гидротрансформатора', '{model} fırlanma momenti çeviricisinin təmiri', 'machine'),
    d('1050', '{model} silindir kapağı değişimi', '{model} замена головки блока цилиндров', '{model} silindr başlığının dəyişdirilməsi'),
    d('4050', '{model} son hız dişli grubu revizyonu', '{model} ремонт бортового редуктора', '{model} son ötürücünün təmiri', 'machine'),
    d('4450', '{model} alternatör sargı onarımı', '{model} ремонт обмотки генератора', '{model} generator dolağının təmiri', 'engine'),
    d('1052', '{model} turbo değişimi', '{model} замена турбокомпрессора', '{model} turbokompressorun dəyişdirilməsi', 'engine'),
  ],
  ZS03: [
    d('1000', '{model} 250 saat periyodik bakım', '{model} ТО-250', '{model} 250 saatlıq texniki xidmət'),
    d('1000', '{model} 500 saat periyodik bakım', '{model} ТО-500', '{model} 500 saatlıq texniki xidmət'),
    d('1000', '{model} 1000 saat periyodik bakım', '{model} ТО-1000', '{model} 1000 saatlıq texniki xidmət'),
    d('1000', '{model} 2000 saat bakım ve yağ analizi', '{model} ТО-2000 с анализом масла', '{model} 2000 saatlıq texniki xidmət və yağ analizi'),
    d('1000', '{model} yıllık bakım', '{model} ежегодное техобслуживание', '{model} illik texniki xidmət'),
  ],
  ZS04: [
    d('1250', '{model} garanti kapsamında enjektör değişimi', '{model} гарантийная замена форсунок', '{model} zəmanət üzrə injektorların dəyişdirilməsi'),
    d('1000', '{model} garanti - turbo arızası', '{model} гарантия - неисправность турбокомпрессора', '{model} zəmanət - turbo nasazlığı'),
    d('7490', '{model} garanti - sensör arızası', '{model} гарантия - неисправность датчика', '{model} zəmanət - sensor nasazlığı', 'machine'),
    d('5050', '{model} garanti - hidrolik pompa', '{model} гарантия - гидронасос', '{model} zəmanət - hidravlik nasos', 'machine'),
    d('4470', '{model} garanti - kontrol modülü arızası', '{model} гарантия - неисправность блока управления', '{model} zəmanət - idarəetmə modulunun nasazlığı', 'engine'),
  ],
  ZS05: [
    d(null, '{model} kiralama dönüşü giriş ekspertizi', '{model} входная экспертиза после аренды', '{model} icarədən qayıdışda giriş ekspertizası'),
    d(null, '{model} ikinci el alım öncesi ekspertiz', '{model} экспертиза перед покупкой', '{model} alışdan əvvəl ekspertiza'),
    d(null, '{model} kiralama çıkış ekspertizi', '{model} выходная экспертиза перед арендой', '{model} icarəyə çıxış ekspertizası'),
    d(null, '{model} sigorta hasar ekspertizi', '{model} экспертиза по страховому случаю', '{model} sığorta hadisəsi üzrə ekspertiza'),
  ],
  ZS06: [
    d('1000', '{model} CVA kapsamında bakım ziyareti', '{model} обслуживание по контракту CVA', '{model} CVA üzrə texniki baxış'),
    d('1000', '{model} CVA - yağ numunesi ve genel kontrol', '{model} CVA - отбор проб масла и осмотр', '{model} CVA - yağ nümunəsi və ümumi yoxlama'),
    d('1000', '{model} CVA periyodik muayene', '{model} CVA плановый осмотр', '{model} CVA dövri baxış'),
  ],
};

export const NOTES: PerLang<string[]> = {
  tr: [
    'Müşteriden parça onayı bekleniyor.',
    'Makine sahada çalışır durumda değil, çekici gerekebilir.',
    'Şantiye girişi için İSG eğitim belgesi ve baret zorunlu.',
    'Müşteri yetkilisi ile sabah 08:30’da sahada görüşülecek.',
    'Parçalar depodan teslim alındı.',
    'İş kapsamı müşteri ile telefonda teyit edildi.',
    'Ek arıza tespit edildi, ek teklif hazırlanacak.',
    'Makine saat okuması iş emrindekinden farklı, kontrol edilmeli.',
    'Sahaya ulaşım için 4x4 araç gerekli.',
    'Müşteri işin cumartesi günü yapılmasını talep etti.',
  ],
  ru: [
    'Ожидаем согласования запчастей от клиента.',
    'Машина на объекте не на ходу, может потребоваться трал.',
    'Для допуска на объект нужны удостоверение по ОТ и каска.',
    'Встреча с представителем клиента на объекте в 08:30.',
    'Запчасти получены со склада.',
    'Объём работ подтверждён с клиентом по телефону.',
    'Обнаружена дополнительная неисправность, готовим доп. предложение.',
    'Показания моточасов отличаются от указанных в заказе, проверить.',
    'До объекта только на полноприводном автомобиле.',
    'Клиент просит выполнить работы в субботу.',
  ],
  az: [
    'Müştəridən ehtiyat hissələrinin təsdiqi gözlənilir.',
    'Maşın sahədə işlək vəziyyətdə deyil, yedəkçi lazım ola bilər.',
    'Sahəyə giriş üçün əmək təhlükəsizliyi sənədi və dəbilqə tələb olunur.',
    'Müştəri nümayəndəsi ilə səhər 08:30-da sahədə görüş.',
    'Ehtiyat hissələri anbardan götürüldü.',
    'İşin həcmi müştəri ilə telefonla təsdiqləndi.',
    'Əlavə nasazlıq aşkarlandı, əlavə təklif hazırlanacaq.',
    'Sahəyə yalnız 4x4 avtomobillə çatmaq olar.',
  ],
};

export const DRAFT_DESCRIPTIONS: PerLang<string[]> = {
  tr: [
    'Müşteri makinede hidrolik yağ kaçağı bildirdi.',
    'Motor hararet yapıyor, soğutma sistemi kontrol edilmeli.',
    'Makine çalışmıyor, marş basmıyor. Akü ve marş motoru kontrolü gerekli.',
    'Palet gerginliği ayarlanmalı, yürüyüş takımında ses var.',
    'Periyodik bakım zamanı geldi (500 saat).',
    'Kabin kliması soğutmuyor.',
    'Kova dişleri aşınmış, değişim talebi var.',
    'Şanzımanda vites geçişlerinde vuruntu var.',
    'Jeneratör yük altında devir düşürüyor.',
    'Ekranda hata kodu var, arıza tespiti istendi.',
    'Bom silindirinde yağ sızıntısı.',
    'Yakıt tüketimi arttı, enjektör kontrolü talep edildi.',
  ],
  ru: [
    'Клиент сообщил о течи гидравлического масла.',
    'Перегревается двигатель, проверить систему охлаждения.',
    'Машина не заводится. Проверить АКБ и стартер.',
    'Нужно отрегулировать натяжение гусениц, шум в ходовой.',
    'Подошло плановое ТО (500 моточасов).',
    'Не работает кондиционер в кабине.',
    'Изношены зубья ковша, клиент просит замену.',
    'Удары при переключении передач.',
    'Генератор теряет обороты под нагрузкой.',
    'На дисплее код ошибки, требуется диагностика.',
    'Течь масла из цилиндра стрелы.',
    'Вырос расход топлива, клиент просит проверить форсунки.',
  ],
  az: [
    'Müştəri maşında hidravlik yağ sızması barədə məlumat verdi.',
    'Mühərrik qızır, soyutma sistemi yoxlanılmalıdır.',
    'Maşın işə düşmür. Akkumulyator və starter yoxlanılmalıdır.',
    'Tırtılın gərginliyi tənzimlənməlidir, yeriş hissəsində səs var.',
    'Dövri texniki xidmətin vaxtı çatıb (500 saat).',
    'Kabinədə kondisioner soyutmur.',
    'Kovşun dişləri yeyilib, dəyişdirilməsi tələb olunur.',
    'Ekranda xəta kodu var, diaqnostika tələb olunur.',
  ],
};

/** Status-history detail text per status. */
export const HISTORY_DETAILS: PerLang<Record<WorkingStatus, string>> = {
  tr: {
    INFORMED_SAVED: 'Görev atandı',
    INFORMED_UNSAVED: 'Planlama kaydedilmedi',
    ACCEPT: 'Teknisyen görevi kabul etti',
    ENROUTE: 'Yola çıkıldı',
    ONSITE: 'Sahaya varıldı',
    INPROCESS: 'İşe başlandı',
    JOBDONE: 'İş tamamlandı',
    BACKHOME: 'Dönüş yolunda',
    ATHOME: 'Eve / servise varıldı',
    HOLD: 'İş beklemeye alındı - parça bekleniyor',
    REJECT: 'Görev reddedildi - başka işte',
    CONTINUES: 'İş ertesi gün devam edecek',
    JOBCLOSED: 'İş kapatıldı',
    SEND_FORM: 'Servis formu müşteriye gönderildi',
    ADD_CONFIRM: 'Ek iş onayı istendi',
    UNDO: 'Son durum geri alındı',
    OFFDAY: 'İzin / eğitim planlandı',
  },
  ru: {
    INFORMED_SAVED: 'Задание назначено',
    INFORMED_UNSAVED: 'Планирование не сохранено',
    ACCEPT: 'Техник принял задание',
    ENROUTE: 'Выехал на объект',
    ONSITE: 'Прибыл на объект',
    INPROCESS: 'Работы начаты',
    JOBDONE: 'Работы завершены',
    BACKHOME: 'Возвращается',
    ATHOME: 'Вернулся домой / на базу',
    HOLD: 'Работы приостановлены - ожидание запчастей',
    REJECT: 'Задание отклонено - занят на другой работе',
    CONTINUES: 'Работы продолжатся на следующий день',
    JOBCLOSED: 'Работа закрыта',
    SEND_FORM: 'Сервисный акт отправлен клиенту',
    ADD_CONFIRM: 'Запрошено согласование доп. работ',
    UNDO: 'Последний статус отменён',
    OFFDAY: 'Отпуск / обучение запланировано',
  },
  az: {
    INFORMED_SAVED: 'Tapşırıq təyin edildi',
    INFORMED_UNSAVED: 'Planlaşdırma yadda saxlanmayıb',
    ACCEPT: 'Texnik tapşırığı qəbul etdi',
    ENROUTE: 'Yola çıxdı',
    ONSITE: 'Sahəyə çatdı',
    INPROCESS: 'İşə başlandı',
    JOBDONE: 'İş tamamlandı',
    BACKHOME: 'Geri qayıdır',
    ATHOME: 'Evə / bazaya çatdı',
    HOLD: 'İş dayandırıldı - ehtiyat hissəsi gözlənilir',
    REJECT: 'Tapşırıq rədd edildi - başqa işdədir',
    CONTINUES: 'İş növbəti gün davam edəcək',
    JOBCLOSED: 'İş bağlandı',
    SEND_FORM: 'Servis forması müştəriyə göndərildi',
    ADD_CONFIRM: 'Əlavə iş üçün təsdiq istənildi',
    UNDO: 'Son status geri alındı',
    OFFDAY: 'Məzuniyyət / təlim planlaşdırıldı',
  },
};

export const PLAN_UPDATED: PerLang<string> = {
  tr: 'Plan güncellendi (müşteri talebi)',
  ru: 'План изменён (по просьбе клиента)',
  az: 'Plan yeniləndi (müştəri tələbi)',
};

/** Activity-feed subjects. */
export const ACTIVITY_TEXTS: PerLang<{ status: string; draft: string; sims: string; workingHours: string; workingHoursDetail: string }> = {
  tr: { status: 'Durum değişikliği', draft: 'Taslak iş emri oluşturuldu', sims: 'SIMS kaydı eklendi', workingHours: 'Çalışma saatleri güncellendi', workingHoursDetail: 'saat girildi' },
  ru: { status: 'Изменение статуса', draft: 'Создан черновик заказа', sims: 'Добавлена запись SIMS', workingHours: 'Обновлены рабочие часы', workingHoursDetail: 'ч. внесено' },
  az: { status: 'Status dəyişikliyi', draft: 'İş sifarişi layihəsi yaradıldı', sims: 'SIMS qeydi əlavə edildi', workingHours: 'İş saatları yeniləndi', workingHoursDetail: 'saat daxil edildi' },
};

export interface TrainingVacationSpec {
  type: 'TRAINING' | 'VACATION';
  laborType: string;
  laborTypeText: PerLang<string>;
  name: PerLang<string>;
  description: PerLang<string>;
  /** Allowance window relative to the demo's today, in days; null = open. */
  window: [number, number] | null;
  maxDays: number | null;
  /** How often it is planned (vacations and sick leave much more than trainings). */
  weight: number;
}

export const TRAINING_VACATIONS: TrainingVacationSpec[] = [
  {
    type: 'VACATION',
    laborType: 'V100',
    laborTypeText: { tr: 'Ücretli izin', ru: 'Оплачиваемый отпуск', az: 'Ödənişli məzuniyyət' },
    name: { tr: 'Yıllık İzin', ru: 'Ежегодный отпуск', az: 'İllik məzuniyyət' },
    description: { tr: 'Yıllık ücretli izin', ru: 'Ежегодный оплачиваемый отпуск', az: 'İllik ödənişli məzuniyyət' },
    window: null,
    maxDays: 14,
    weight: 10,
  },
  {
    type: 'VACATION',
    laborType: 'V200',
    laborTypeText: { tr: 'Raporlu izin', ru: 'Временная нетрудоспособность', az: 'Əmək qabiliyyətsizliyi' },
    name: { tr: 'Hastalık İzni', ru: 'Больничный', az: 'Xəstəlik məzuniyyəti' },
    description: { tr: 'Rapor ile hastalık izni', ru: 'Больничный лист', az: 'Xəstəlik vərəqəsi ilə' },
    window: null,
    maxDays: 10,
    weight: 4,
  },
  {
    type: 'VACATION',
    laborType: 'V300',
    laborTypeText: { tr: 'Ücretsiz izin', ru: 'Без сохранения зарплаты', az: 'Ödənişsiz məzuniyyət' },
    name: { tr: 'Mazeret İzni', ru: 'Отпуск без сохранения заработной платы', az: 'Ödənişsiz məzuniyyət' },
    description: { tr: 'Evlilik, doğum, vefat vb. mazeret izni', ru: 'По семейным обстоятельствам', az: 'Ailə vəziyyəti ilə əlaqədar' },
    window: null,
    maxDays: 5,
    weight: 2,
  },
  {
    type: 'TRAINING',
    laborType: 'T100',
    laborTypeText: { tr: 'Eğitim', ru: 'Обучение', az: 'Təlim' },
    name: { tr: 'İş Güvenliği Eğitimi', ru: 'Обучение по охране труда', az: 'Əmək təhlükəsizliyi təlimi' },
    description: { tr: 'Yıllık zorunlu İSG eğitimi', ru: 'Ежегодное обязательное обучение по ОТ', az: 'İllik məcburi əmək təhlükəsizliyi təlimi' },
    window: [-45, 60],
    maxDays: 2,
    weight: 3,
  },
  {
    type: 'TRAINING',
    laborType: 'T200',
    laborTypeText: { tr: 'Eğitim', ru: 'Обучение', az: 'Təlim' },
    name: { tr: 'Motor Sertifikasyon Eğitimi (C15/C18)', ru: 'Сертификация по двигателям C15/C18', az: 'Mühərrik sertifikasiyası (C15/C18)' },
    description: { tr: 'Üretici motor sertifikasyon programı', ru: 'Программа сертификации производителя', az: 'İstehsalçının sertifikasiya proqramı' },
    window: [-10, 40],
    maxDays: 5,
    weight: 2,
  },
  {
    type: 'TRAINING',
    laborType: 'T300',
    laborTypeText: { tr: 'Eğitim', ru: 'Обучение', az: 'Təlim' },
    name: { tr: 'Hidrolik Sistemler Eğitimi', ru: 'Обучение: гидравлические системы', az: 'Hidravlik sistemlər təlimi' },
    description: { tr: 'Ekskavatör hidrolik sistemleri ve arıza tespiti', ru: 'Гидросистемы экскаваторов и диагностика', az: 'Ekskavator hidravlik sistemləri və diaqnostika' },
    window: [-30, 30],
    maxDays: 3,
    weight: 2,
  },
  {
    type: 'TRAINING',
    laborType: 'T400',
    laborTypeText: { tr: 'Eğitim', ru: 'Обучение', az: 'Təlim' },
    name: { tr: 'Elektronik Teknisyeni (ET) Diagnostik Eğitimi', ru: 'Обучение диагностике (ET)', az: 'Elektron diaqnostika (ET) təlimi' },
    description: { tr: 'Servis yazılımı ile arıza tespiti', ru: 'Диагностика сервисным ПО', az: 'Servis proqramı ilə diaqnostika' },
    window: [0, 90],
    maxDays: 3,
    weight: 1,
  },
  {
    type: 'TRAINING',
    laborType: 'T500',
    laborTypeText: { tr: 'Eğitim', ru: 'Обучение', az: 'Təlim' },
    name: { tr: 'İlk Yardım Eğitimi', ru: 'Обучение первой помощи', az: 'İlk yardım təlimi' },
    description: { tr: 'Sertifikalı ilk yardım eğitimi', ru: 'Сертифицированный курс первой помощи', az: 'Sertifikatlı ilk yardım kursu' },
    window: [-60, -5],
    maxDays: 2,
    weight: 1,
  },
];

export const WORK_AREAS: Record<string, string[]> = {
  TR10: ['Atölye Bölme 1', 'Atölye Bölme 2', 'Atölye Bölme 3', 'Atölye Bölme 4', 'Motor Revizyon Alanı', 'Hidrolik Test Standı', 'Yıkama Alanı', 'Saha'],
  RU10: ['Бокс 1', 'Бокс 2', 'Бокс 3', 'Моторный участок', 'Гидравлический стенд', 'Мойка', 'Выезд к клиенту'],
};

export interface SurveyTemplate {
  language: 'tr' | 'en' | 'ru' | 'az';
  countryCode: string;
  logoId: string | null;
  title: string;
  message: string;
  thankYou: string;
  contact: string;
  questions: { text: string; mandatory: boolean; reason?: string }[];
}

export const SURVEY_TEMPLATES: SurveyTemplate[] = [
  {
    language: 'tr',
    countryCode: 'TR',
    logoId: '1000',
    title: 'Servis Memnuniyet Anketi',
    message: 'Değerli müşterimiz, makinenize verdiğimiz servis hakkındaki görüşleriniz bizim için çok önemli. Anket yalnızca bir dakikanızı alacaktır.',
    thankYou: 'Görüşleriniz için teşekkür ederiz.',
    contact: 'Sorularınız için servis merkezimizi arayabilirsiniz: 0850 000 00 00',
    questions: [
      { text: 'Servis ekibimizin randevu saatine uyumunu nasıl değerlendirirsiniz?', mandatory: true },
      { text: 'Teknisyenimizin teknik bilgi ve yetkinliğinden ne kadar memnun kaldınız?', mandatory: true, reason: 'Memnun kalmadığınız konuyu kısaca yazar mısınız?' },
      { text: 'Yapılan işin kalitesinden ne kadar memnunsunuz?', mandatory: true, reason: 'Nelerin daha iyi olmasını beklerdiniz?' },
      { text: 'İş sonrası çalışma alanının temizliğini nasıl değerlendirirsiniz?', mandatory: false },
      { text: 'Bizi iş çevrenize tavsiye eder misiniz?', mandatory: false },
    ],
  },
  {
    language: 'en',
    countryCode: 'TR',
    logoId: '1000',
    title: 'Service Satisfaction Survey',
    message: 'Dear customer, your opinion about the service we provided for your machine matters to us. The survey takes about a minute.',
    thankYou: 'Thank you for your feedback.',
    contact: 'For questions please call our service centre: +90 850 000 00 00',
    questions: [
      { text: 'How punctual was our service team?', mandatory: true },
      { text: 'How satisfied are you with the technical knowledge of our technician?', mandatory: true, reason: 'Please tell us briefly what you were not satisfied with.' },
      { text: 'How satisfied are you with the quality of the work done?', mandatory: true, reason: 'What should we have done better?' },
      { text: 'Would you recommend us to others?', mandatory: false },
    ],
  },
  {
    language: 'ru',
    countryCode: 'RU',
    logoId: null,
    title: 'Опрос об удовлетворённости сервисом',
    message: 'Уважаемый клиент, нам важно ваше мнение о выполненном сервисном обслуживании вашей техники. Опрос займёт около минуты.',
    thankYou: 'Спасибо за ваш отзыв!',
    contact: 'По вопросам звоните в наш сервисный центр: 8 800 000-00-00',
    questions: [
      { text: 'Насколько пунктуально прибыла сервисная бригада?', mandatory: true },
      { text: 'Оцените квалификацию и технические знания нашего техника.', mandatory: true, reason: 'Пожалуйста, кратко опишите, что вас не устроило.' },
      { text: 'Насколько вы довольны качеством выполненных работ?', mandatory: true, reason: 'Что нам следовало сделать лучше?' },
      { text: 'Порекомендуете ли вы нас своим партнёрам?', mandatory: false },
    ],
  },
  {
    language: 'az',
    countryCode: 'AZ',
    logoId: 'AZ01',
    title: 'Servis Məmnunluq Sorğusu',
    message: 'Hörmətli müştəri, texnikanıza göstərdiyimiz servis barədə rəyiniz bizim üçün vacibdir. Sorğu cəmi bir dəqiqə çəkəcək.',
    thankYou: 'Rəyiniz üçün təşəkkür edirik.',
    contact: 'Suallarınız üçün servis mərkəzimizə zəng edin: +994 12 000 00 00',
    questions: [
      { text: 'Servis komandamızın vaxta riayətini necə qiymətləndirirsiniz?', mandatory: true },
      { text: 'Texnikimizin peşəkarlığından nə dərəcədə razısınız?', mandatory: true, reason: 'Nədən razı qalmadığınızı qısaca yazın.' },
      { text: 'Görülən işin keyfiyyətindən nə dərəcədə razısınız?', mandatory: true, reason: 'Nəyi daha yaxşı edə bilərdik?' },
    ],
  },
];

export const SURVEY_COMPLAINTS: Record<'tr' | 'en' | 'ru' | 'az', string[]> = {
  tr: ['Teknisyen geç geldi, önceden haber verilmedi.', 'Parça eksik olduğu için iş ikinci güne kaldı.', 'Arıza tam giderilmedi, tekrar çağırmak zorunda kaldık.', 'İş sonrası bilgilendirme yetersizdi.'],
  en: ['The technician arrived late without notice.', 'The job took a second day because a part was missing.', 'The fault was not fully fixed.', 'We were not informed after the work.'],
  ru: ['Техник опоздал и не предупредил.', 'Из-за отсутствия запчасти работы затянулись на второй день.', 'Неисправность устранена не полностью, пришлось вызывать повторно.', 'После работ не было никакой информации.'],
  az: ['Texnik gecikdi və xəbər vermədi.', 'Ehtiyat hissəsi olmadığı üçün iş ikinci günə qaldı.', 'Nasazlıq tam aradan qaldırılmadı.'],
};

export const REP_POSITIONS: [string, string][] = [
  ['OWNER', 'Company owner'],
  ['GENERAL_MANAGER', 'General manager'],
  ['FLEET_MANAGER', 'Fleet manager'],
  ['SITE_MANAGER', 'Site manager'],
  ['MAINTENANCE_MANAGER', 'Maintenance manager'],
  ['WORKSHOP_CHIEF', 'Workshop chief'],
  ['PURCHASING', 'Purchasing specialist'],
  ['OPERATOR', 'Machine operator'],
];

export const SIMS_TEXTS: PerLang<{ reasons: string[]; descriptions: string[]; places: string[] }> = {
  tr: {
    reasons: ['Normal aşınma', 'Kirli yakıt', 'Yetersiz yağlama', 'Aşırı yüklenme', 'Montaj hatası', 'Malzeme yorulması'],
    descriptions: ['Keçe sertleşmiş, yağ kaçırıyor.', 'Yüzeyde çizik ve çapaklanma var.', 'Gövdede kılcal çatlak tespit edildi.', 'Bağlantı soketi oksitlenmiş.', 'Rulmanda boşluk ve ses var.'],
    places: ['Servis deposu', 'Müşteride bırakıldı', 'Hurdaya ayrıldı', 'Garanti iadesi için saklandı'],
  },
  ru: {
    reasons: ['Естественный износ', 'Загрязнённое топливо', 'Недостаточная смазка', 'Перегрузка', 'Ошибка монтажа', 'Усталость материала'],
    descriptions: ['Манжета затвердела, течёт масло.', 'Задиры и заусенцы на поверхности.', 'Волосяная трещина на корпусе.', 'Окисление контактов разъёма.', 'Люфт и шум подшипника.'],
    places: ['Склад сервиса', 'Оставлено у клиента', 'Утилизировано', 'Хранится для гарантийного возврата'],
  },
  az: {
    reasons: ['Təbii aşınma', 'Çirkli yanacaq', 'Kifayət qədər yağlanmama', 'Həddindən artıq yüklənmə', 'Quraşdırma xətası'],
    descriptions: ['Kipləşdirici bərkiyib, yağ sızdırır.', 'Səthdə cızıqlar var.', 'Gövdədə nazik çat aşkarlandı.', 'Birləşdirici oksidləşib.'],
    places: ['Servis anbarı', 'Müştəridə saxlanıldı', 'Utilizasiya edildi', 'Zəmanət qaytarılması üçün saxlanılır'],
  },
};

export const SOS_TEXTS: PerLang<{ sites: string[]; notes: string[] }> = {
  tr: { sites: ['Maden Sahası', 'Şantiye', 'Taş Ocağı', 'Santral', 'Liman Sahası'], notes: ['Numune sıcak motordan alındı.', 'Filtre değişiminden sonra alındı.', 'Yağda köpürme gözlendi.', 'Müşteri yağ tüketimi artışı bildirdi.'] },
  ru: { sites: ['Карьер', 'Стройплощадка', 'Разрез', 'ТЭЦ', 'Рудник'], notes: ['Проба отобрана на прогретом двигателе.', 'Отобрано после замены фильтров.', 'Замечено вспенивание масла.', 'Клиент сообщает о повышенном расходе масла.'] },
  az: { sites: ['Karxana', 'Tikinti sahəsi', 'Mədən', 'Elektrik stansiyası'], notes: ['Nümunə isti mühərrikdən götürüldü.', 'Filtr dəyişdirildikdən sonra götürüldü.', 'Yağda köpüklənmə müşahidə edildi.'] },
};

export const PART_STATUS: [string, string][] = [
  ['OPEN', 'Open'],
  ['PARTIAL', 'Partially confirmed'],
  ['CONFIRMED', 'Confirmed'],
  ['DELIVERED', 'Delivered'],
];

export const PART_SOURCES = ['Stock', 'Factory order', 'Branch transfer'];

export const BROWSER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
];
