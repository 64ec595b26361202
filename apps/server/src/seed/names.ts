/** Personal and company names per country, in the country's script (Latin for TR and AZ, Cyrillic for RU, KZ and KG). */
import type { Random } from './random';

export type CountryCode = 'TR' | 'RU' | 'KZ' | 'AZ' | 'KG';
/** The language texts are written in: Russian for RU, KZ and KG. */
export type Lang = 'tr' | 'ru' | 'az';

export const LANG_OF: Record<CountryCode, Lang> = { TR: 'tr', RU: 'ru', KZ: 'ru', AZ: 'az', KG: 'ru' };

interface NameSet {
  male: string[];
  female: string[];
  surnames: string[];
  /** Surname -> female form (Slavic and Turkic -ov/-ev endings); identity for Turkish. */
  feminine: (surname: string) => string;
}

const slavicFeminine = (s: string) =>
  /(ов|ев|ёв|ин|ын)$/.test(s) ? `${s}а` : s.endsWith('ий') ? `${s.slice(0, -2)}ая` : s.endsWith('ой') ? `${s.slice(0, -2)}ая` : s;

const RUSSIAN: NameSet = {
  male: [
    'Александр', 'Алексей', 'Андрей', 'Антон', 'Артём', 'Борис', 'Вадим', 'Василий', 'Виктор', 'Владимир', 'Вячеслав', 'Геннадий',
    'Георгий', 'Денис', 'Дмитрий', 'Евгений', 'Егор', 'Иван', 'Игорь', 'Илья', 'Кирилл', 'Константин', 'Максим', 'Михаил', 'Николай',
    'Олег', 'Павел', 'Роман', 'Руслан', 'Сергей', 'Станислав', 'Степан', 'Юрий', 'Ярослав', 'Фёдор', 'Григорий', 'Тимофей', 'Леонид',
  ],
  female: ['Анна', 'Елена', 'Ольга', 'Наталья', 'Татьяна', 'Ирина', 'Светлана', 'Мария', 'Екатерина', 'Юлия', 'Марина', 'Дарья'],
  surnames: [
    'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов', 'Волков',
    'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев', 'Орлов', 'Андреев', 'Макаров', 'Никитин',
    'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев', 'Романов', 'Воробьёв', 'Сергеев', 'Кузьмин', 'Фролов',
    'Александров', 'Дмитриев', 'Королёв', 'Гусев', 'Киселёв', 'Ильин', 'Максимов', 'Поляков', 'Сорокин', 'Виноградов', 'Ковалёв',
    'Белов', 'Медведев', 'Антонов', 'Тарасов', 'Жуков', 'Баранов', 'Филиппов', 'Комаров', 'Давыдов', 'Беляев', 'Герасимов',
    'Богданов', 'Осипов', 'Сидоров', 'Матвеев', 'Титов', 'Марков', 'Миронов', 'Крылов', 'Куликов', 'Карпов', 'Власов', 'Мельников',
  ],
  feminine: slavicFeminine,
};

export const NAME_SETS: Record<CountryCode, NameSet> = {
  TR: {
    male: [
      'Ahmet', 'Mehmet', 'Mustafa', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'İsmail', 'Osman', 'Yusuf', 'Murat', 'Ömer', 'Ramazan', 'Halil',
      'Süleyman', 'Abdullah', 'Mahmut', 'Recep', 'Salih', 'Kemal', 'Fatih', 'Emre', 'Burak', 'Serkan', 'Volkan', 'Onur', 'Uğur',
      'Gökhan', 'Erkan', 'Hakan', 'Kadir', 'Cengiz', 'Orhan', 'Tolga', 'Barış', 'Selim', 'Caner', 'Oğuzhan', 'Tuncay', 'Erdem',
      'Yasin', 'Furkan', 'Enes', 'Batuhan', 'Sinan', 'Levent', 'Koray', 'Deniz', 'Cem', 'Umut', 'Taner', 'Sedat', 'Ercan', 'Metin',
    ],
    female: ['Ayşe', 'Fatma', 'Elif', 'Zeynep', 'Esra', 'Merve', 'Seda', 'Gizem', 'Derya', 'Burcu', 'Pınar', 'Ebru'],
    surnames: [
      'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç',
      'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Özcan', 'Korkmaz', 'Çakır', 'Erdoğan', 'Yavuz', 'Can',
      'Acar', 'Şen', 'Aktaş', 'Güler', 'Yalçın', 'Güneş', 'Bozkurt', 'Bulut', 'Keskin', 'Ünal', 'Turan', 'Gül', 'Özer', 'Işık',
      'Kaplan', 'Avcı', 'Sarı', 'Tekin', 'Taş', 'Köse', 'Yüksel', 'Ateş', 'Aksoy', 'Karaca', 'Erdem', 'Uysal', 'Tunç', 'Akın',
      'Kocabaş', 'Altun', 'Durmaz', 'Başaran', 'Karakaya', 'Sönmez', 'Güven', 'Kahraman', 'Eren', 'Bayram', 'Uçar', 'Dinç',
    ],
    feminine: (s) => s,
  },
  RU: RUSSIAN,
  KZ: {
    male: [
      'Ерлан', 'Нурлан', 'Асхат', 'Бауыржан', 'Данияр', 'Ержан', 'Жандос', 'Кайрат', 'Марат', 'Мурат', 'Талгат', 'Серик', 'Айдар',
      'Арман', 'Бекзат', 'Дастан', 'Ерболат', 'Максат', 'Олжас', 'Тимур', 'Азамат', 'Ильяс', 'Еркебулан', 'Алмас', 'Саят', 'Ринат',
      'Галым', 'Канат', 'Медет', 'Санжар', 'Темирлан', 'Дамир',
    ],
    female: ['Айгерим', 'Динара', 'Гульнара', 'Жанар', 'Асель', 'Мадина', 'Сауле', 'Алия', 'Камила', 'Назира'],
    surnames: [
      'Жумабаев', 'Нурланов', 'Сейтказиев', 'Ахметов', 'Абенов', 'Бекмуханов', 'Есенов', 'Искаков', 'Кенжебаев', 'Мусин', 'Нуркенов',
      'Оспанов', 'Садыков', 'Тулеуов', 'Умаров', 'Жакупов', 'Касымов', 'Айтбаев', 'Байжанов', 'Ермеков', 'Сарсенбаев', 'Калиев',
      'Омаров', 'Рахимов', 'Смагулов', 'Шарипов', 'Досмагамбетов', 'Ибраев', 'Утепов', 'Бектуров', 'Алимжанов',
      'Жанибеков', 'Кудайбергенов', 'Мукашев', 'Нысанбаев', 'Тастанов',
    ],
    feminine: slavicFeminine,
  },
  AZ: {
    male: [
      'Elvin', 'Rəşad', 'Orxan', 'Tural', 'Kamran', 'Elnur', 'Anar', 'Ramil', 'Fuad', 'Vüqar', 'Zaur', 'Elşən', 'Emin', 'Ceyhun',
      'Nicat', 'Rauf', 'Samir', 'Şahin', 'Vüsal', 'Əli', 'Hüseyn', 'Murad', 'Rüstəm', 'Fərid', 'Elçin', 'Taleh', 'İlqar', 'Mübariz',
      'Cavid', 'Kənan', 'Natiq', 'Səbuhi',
    ],
    female: ['Aygün', 'Günay', 'Leyla', 'Nərgiz', 'Səbinə', 'Aynur', 'Lalə', 'Könül', 'Nigar', 'Aytən'],
    surnames: [
      'Məmmədov', 'Əliyev', 'Həsənov', 'Hüseynov', 'Quliyev', 'İsmayılov', 'Abbasov', 'Rzayev', 'Səfərov', 'Cəfərov', 'Babayev',
      'Mustafayev', 'Nəsirov', 'Qasımov', 'Orucov', 'Əhmədov', 'Kərimov', 'Süleymanov', 'Rəhimov', 'Vəliyev', 'İbrahimov', 'Bağırov',
      'Nağıyev', 'Zeynalov', 'Şükürov', 'Musayev', 'Hacıyev', 'Sadıqov', 'Novruzov', 'Əsədov', 'Allahverdiyev', 'Tağıyev',
    ],
    feminine: (s) => (/(ov|ev|yev)$/.test(s) ? `${s}a` : s),
  },
  KG: {
    male: [
      'Бакыт', 'Нурлан', 'Азамат', 'Бекзат', 'Эрлан', 'Улан', 'Талант', 'Мирлан', 'Адилет', 'Жыргалбек', 'Нурбек', 'Алмаз', 'Чынгыз',
      'Кубанычбек', 'Эмиль', 'Айбек', 'Канат', 'Мелис', 'Данияр', 'Бактыбек', 'Урмат', 'Эркин', 'Султан', 'Тилек', 'Нурсултан', 'Темир',
    ],
    female: ['Айпери', 'Гулзат', 'Жылдыз', 'Асель', 'Нургуль', 'Бермет', 'Чолпон', 'Динара', 'Айжан', 'Назгуль'],
    surnames: [
      'Асанов', 'Токтогулов', 'Садыков', 'Жээнбеков', 'Абдыкадыров', 'Исаков', 'Мамытов', 'Осмонов', 'Турдубаев', 'Усенов',
      'Бекболотов', 'Эсенов', 'Кадыров', 'Жумалиев', 'Сыдыков', 'Акматов', 'Алиев', 'Байтемиров', 'Карабаев', 'Маматов', 'Намазбеков',
      'Орозбаев', 'Шамшиев', 'Эргешов', 'Табылдиев', 'Медетбеков', 'Сатыбалдиев', 'Кененбаев',
    ],
    feminine: slavicFeminine,
  },
};

export interface PersonName {
  first: string;
  last: string;
  full: string;
}

/** A person of the country; KZ and KG also have Russian-named staff (about a quarter). */
export function personName(random: Random, country: CountryCode, femaleShare = 0.05): PersonName {
  const set = (country === 'KZ' || country === 'KG') && random.chance(0.25) ? RUSSIAN : NAME_SETS[country];
  const female = random.chance(femaleShare);
  const first = random.pick(female ? set.female : set.male);
  const surname = random.pick(set.surnames);
  const last = female ? set.feminine(surname) : surname;
  return { first, last, full: `${first} ${last}` };
}

/** Names that are unique across the whole data set (retries, then a middle initial). */
export function uniquePersonName(random: Random, country: CountryCode, used: Set<string>, femaleShare = 0.05): PersonName {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = personName(random, country, femaleShare);
    if (!used.has(name.full)) {
      used.add(name.full);
      return name;
    }
  }
  const base = personName(random, country, femaleShare);
  const initials = country === 'TR' || country === 'AZ' ? 'ABCDEFGHKMNORST' : 'АБВГДЕКЛМНОПРСТ';
  for (let i = 0; ; i++) {
    const first = `${base.first} ${initials[(i + random.int(0, initials.length - 1)) % initials.length]}.`;
    const full = `${first} ${base.last}`;
    if (!used.has(full)) {
      used.add(full);
      return { first, last: base.last, full };
    }
  }
}

const TRANSLIT: Record<string, string> = {
  ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', ə: 'e', â: 'a', î: 'i', û: 'u',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e',
  ю: 'yu', я: 'ya', ә: 'a', ғ: 'g', қ: 'k', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i',
};

/** ASCII form for e-mail addresses and user names: 'Rəşad Əliyev' -> 'resad.eliyev'. */
export function asciiSlug(text: string, separator = '.'): string {
  const lower = text.replaceAll('İ', 'i').replaceAll('I', 'ı').toLowerCase();
  let out = '';
  for (const ch of lower) out += TRANSLIT[ch] ?? ch;
  return out
    .replaceAll('ı', 'i')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/** Company-name building blocks per country: construction, mining and energy companies. */
const COMPANY_PARTS: Record<CountryCode, { roots: string[]; sectors: string[]; forms: string[]; format: (root: string, sector: string, form: string) => string }> = {
  TR: {
    roots: [
      'Bozdağ', 'Uludağ', 'Erciyes', 'Palandöken', 'Nemrut', 'Zigana', 'Kaçkar', 'Munzur', 'Aras', 'Seyhan', 'Ceyhan', 'Yeşilırmak',
      'Meriç', 'Çoruh', 'Göksu', 'Dalaman', 'Menderes', 'Gediz', 'Akdeniz', 'Karadeniz', 'Ege', 'Toros', 'Anadolu', 'Marmara',
      'Trakya', 'Kapadokya', 'Fırat', 'Dicle', 'Kızılırmak', 'Sakarya', 'Altıntaş', 'Demirtaş', 'Taşkıran', 'Kayalar', 'Öztaş',
      'Yücel', 'Başaran', 'Ergün', 'Tuncer', 'Atlas', 'Birlik', 'Özbek', 'Şahinler', 'Karakaya', 'Akyol', 'Uzunlar', 'Doğanlar',
      'Tosunlar', 'Sancak', 'Akça', 'Kocaeli', 'Tuzla', 'Gebze', 'Bursa', 'Konya', 'Kayseri', 'Soma', 'Tunçbilek', 'Çayırhan',
      'Afşin', 'Divriği', 'Eskişehir', 'Akhisar', 'Milas', 'Yatağan', 'Ovacık', 'Efemçukuru', 'Kışladağ', 'Hekimhan', 'Bergama',
    ],
    sectors: [
      'İnşaat', 'Madencilik', 'Enerji', 'Yapı', 'Taahhüt', 'Hafriyat', 'Mermer', 'Maden İşletmeleri', 'Elektrik Üretim', 'Çimento',
      'Agrega', 'Altyapı', 'Liman İşletmeleri', 'Lojistik', 'Kömür İşletmeleri', 'Yol Yapım', 'Beton', 'Taş Ocakları',
    ],
    forms: ['A.Ş.', 'Ltd. Şti.', 'San. ve Tic. A.Ş.', 'İnş. Taah. Ltd. Şti.'],
    format: (root, sector, form) => `${root} ${sector} ${form}`,
  },
  RU: {
    roots: [
      'Сиб', 'Урал', 'Волга', 'Енисей', 'Алтай', 'Байкал', 'Север', 'Кузбасс', 'Ангара', 'Амур', 'Печора', 'Тайга', 'Кама', 'Ока', 'Дон',
      'Ямал', 'Норд', 'Восток', 'Запад', 'Томь', 'Обь', 'Иртыш', 'Лена', 'Колыма', 'Саяны', 'Хибины', 'Карелия', 'Тагил', 'Магнит',
      'Вятка', 'Мурман', 'Тюмень', 'Кубань', 'Ставрополь', 'Приморье',
    ],
    sectors: [
      'Строй', 'Уголь', 'Руда', 'Энерго', 'ГидроСтрой', 'Транс', 'Дорстрой', 'Мост', 'Нефть', 'Газ', 'Промстрой', 'Горнодобыча',
      'Карьер', 'Металл', 'Техника', 'Щебень', 'Золото', 'Механизация', 'ЭнергоРесурс', 'СпецСтрой',
    ],
    forms: ['ООО', 'АО', 'ПАО'],
    format: (root, sector, form) => `${form} «${root}${sector}»`,
  },
  KZ: {
    roots: [
      'Сарыарка', 'Алтын', 'Атырау', 'Жетысу', 'Ертыс', 'Тараз', 'Шымкент', 'Арка', 'Балхаш', 'Жезказган', 'Экибастуз', 'Актобе',
      'Мангыстау', 'Алатау', 'Каратау', 'Тобол', 'Есиль', 'Дала', 'Байтерек', 'Номад', 'Туран', 'Кокше', 'Улытау', 'Торгай', 'Иле',
    ],
    sectors: ['Строй', 'Кен', 'Энерго', 'Горпром', 'МунайГаз', 'Металл', 'Транс', 'Инжиниринг', 'Курылыс', 'Цемент', 'Дорстрой', 'Комир', 'Голд', 'Сервис'],
    forms: ['ТОО', 'АО'],
    format: (root, sector, form) => `${form} «${root} ${sector}»`,
  },
  AZ: {
    roots: [
      'Xəzər', 'Abşeron', 'Qafqaz', 'Gəncə', 'Şirvan', 'Kür', 'Araz', 'Qarabağ', 'Naxçıvan', 'Lənkəran', 'Şəki', 'Quba', 'Sumqayıt',
      'Mingəçevir', 'Bakı', 'Azər', 'Şahdağ', 'Göygöl', 'Qəbələ', 'Daşkəsən', 'Zəngilan', 'Ağdam',
    ],
    sectors: ['İnşaat', 'Tikinti', 'Enerji', 'Mədən', 'Neft Servis', 'Yol Tikinti', 'Sənaye', 'Texnika', 'Metal', 'Daş Karxanası', 'Logistika'],
    forms: ['MMC', 'ASC', 'QSC'],
    format: (root, sector, form) => `"${root} ${sector}" ${form}`,
  },
  KG: {
    roots: ['Ала-Тоо', 'Иссык-Куль', 'Нарын', 'Талас', 'Чуй', 'Ош', 'Манас', 'Тянь-Шань', 'Кыргыз', 'Токтогул', 'Джалал-Абад', 'Баткен', 'Кара-Балта', 'Кемин', 'Ак-Суу', 'Сары-Джаз'],
    sectors: ['Строй', 'Энерго', 'Алтын', 'Курулуш', 'Кен', 'ГЭС Строй', 'Транс', 'Дорстрой', 'Цемент', 'Ресурс', 'Техник'],
    forms: ['ОсОО', 'ОАО', 'ЗАО'],
    format: (root, sector, form) => `${form} «${root} ${sector}»`,
  },
};

export interface CompanyName {
  name: string;
  /** The distinctive part ('Bozdağ', 'СибУголь'), for job-site names and e-mail domains. */
  short: string;
}

/** A company name not used before; after many collisions a branch suffix keeps it unique. */
export function uniqueCompanyName(random: Random, country: CountryCode, used: Set<string>): CompanyName {
  const parts = COMPANY_PARTS[country];
  for (let attempt = 0; ; attempt++) {
    const root = random.pick(parts.roots);
    const sector = random.pick(parts.sectors);
    let name = parts.format(root, sector, random.pick(parts.forms));
    if (attempt >= 12) name = `${name} ${country === 'TR' || country === 'AZ' ? '-' : '—'} ${attempt - 11}`;
    if (!used.has(name)) {
      used.add(name);
      return { name, short: country === 'RU' ? `${root}${sector}` : `${root} ${sector}` };
    }
  }
}

export const EMAIL_TLD: Record<CountryCode, string> = { TR: 'com.tr', RU: 'ru', KZ: 'kz', AZ: 'az', KG: 'kg' };
