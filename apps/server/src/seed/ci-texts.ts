/** Free texts of the demo CI suggestions in the countries' languages. */
import type { PerLang } from './texts';

export interface CiIdea {
  problem: string;
  proposal: string;
}

export const CI_IDEAS: PerLang<{ waste: CiIdea[]; isg: CiIdea[] }> = {
  tr: {
    waste: [
      { problem: 'Sahaya giden teknisyenler sık kullanılan filtreleri her seferinde depodan tek tek talep ediyor, araçta stok yok.', proposal: 'Servis araçlarına sık kullanılan filtre ve conta setlerinden oluşan standart bir mini stok konulsun, haftalık tamamlansın.' },
      { problem: 'Atölyede tork anahtarları ortak dolapta duruyor, aramak için günde ortalama 20 dakika kaybediliyor.', proposal: 'Her bölmeye gölge panolu alet tahtası kurulsun ve tork anahtarları bölmelere zimmetlensin.' },
      { problem: 'Servis formları kağıda doldurulup ofiste tekrar sisteme giriliyor.', proposal: 'Servis formu mobil uygulamadan doldurulup müşteriye imzalatılsın, ofiste tekrar giriş kaldırılsın.' },
      { problem: 'Parça siparişleri iş bittikten sonra açıldığı için makine iki kez sahaya gitmek zorunda kalıyor.', proposal: 'Giriş ekspertizinde tespit edilen parçalar için ön sipariş açılması süreç adımı olarak eklensin.' },
      { problem: 'Yağ numuneleri laboratuvara haftada bir toplu gönderiliyor, sonuçlar geç geliyor.', proposal: 'Numuneler her gün kargo ile gönderilsin, kritik sonuçlar için SMS bildirimi açılsın.' },
      { problem: 'Aynı müşteriye aynı hafta içinde farklı ekipler ayrı ayrı gidiyor.', proposal: 'Planlamada aynı müşterinin işleri haritada gruplanarak tek ziyarette birleştirilsin.' },
      { problem: 'Atölyede yıkama alanı sırası nedeniyle makineler yarım gün bekliyor.', proposal: 'Yıkama alanı için randevu sistemi kurulsun ve planlamaya dahil edilsin.' },
    ],
    isg: [
      { problem: 'Atölye girişindeki yağ lekeleri nedeniyle kayma riski var, iki kez ramak kala yaşandı.', proposal: 'Girişe yağ emici paspas konulsun ve günlük temizlik kontrol listesine eklensin.' },
      { problem: 'Sahada kaldırma işlerinde kullanılan sapanların periyodik kontrol etiketleri eksik.', proposal: 'Tüm sapanlar için QR kodlu kontrol etiketi ve aylık kontrol takibi başlatılsın.' },
      { problem: 'Gece dönüşlerinde yorgun sürüş riski yüksek, uzun mesafeli işlerde konaklama planlanmıyor.', proposal: '300 km üzeri işlerde mesai sonrası dönüş yerine konaklama zorunlu hale getirilsin.' },
      { problem: 'Akü şarj alanında havalandırma yetersiz.', proposal: 'Şarj alanına mekanik havalandırma ve hidrojen dedektörü takılsın.' },
      { problem: 'Hidrolik hortum değişiminde basınç tahliyesi adımı bazen atlanıyor.', proposal: 'İş emrine basınç tahliyesi onay adımı eklensin, mobil uygulamada onaylanmadan iş başlatılamasın.' },
    ],
  },
  ru: {
    waste: [
      { problem: 'Выездные техники каждый раз заказывают ходовые фильтры на складе, в машинах нет запаса.', proposal: 'Укомплектовать сервисные автомобили стандартным мини-складом фильтров и уплотнений с еженедельным пополнением.' },
      { problem: 'Динамометрические ключи хранятся в общем шкафу, на поиски уходит около 20 минут в день.', proposal: 'Установить теневые доски для инструмента в каждом боксе и закрепить ключи за боксами.' },
      { problem: 'Сервисные акты заполняются на бумаге и затем повторно вводятся в систему.', proposal: 'Заполнять акт в мобильном приложении с подписью клиента, убрать повторный ввод в офисе.' },
      { problem: 'Запчасти заказываются после окончания работ, машина выезжает к клиенту дважды.', proposal: 'Добавить шаг предварительного заказа запчастей по итогам входной экспертизы.' },
      { problem: 'Пробы масла отправляются в лабораторию раз в неделю, результаты приходят поздно.', proposal: 'Отправлять пробы ежедневно курьером и включить SMS-уведомления о критичных результатах.' },
      { problem: 'К одному клиенту в течение недели отдельно выезжают разные бригады.', proposal: 'Группировать заказы одного клиента на карте при планировании и объединять выезды.' },
    ],
    isg: [
      { problem: 'У входа в мастерскую пятна масла, риск поскользнуться, было два опасных случая.', proposal: 'Положить маслопоглощающие коврики и добавить уборку входа в ежедневный чек-лист.' },
      { problem: 'У стропов, используемых на объектах, нет бирок периодической проверки.', proposal: 'Ввести бирки с QR-кодом и ежемесячный учёт проверок всех стропов.' },
      { problem: 'Высокий риск утомления при ночных возвращениях с дальних объектов.', proposal: 'Для объектов дальше 300 км планировать ночёвку вместо возвращения после смены.' },
      { problem: 'Недостаточная вентиляция на участке зарядки АКБ.', proposal: 'Установить принудительную вентиляцию и датчик водорода на участке зарядки.' },
      { problem: 'При замене РВД иногда пропускается сброс давления в системе.', proposal: 'Добавить в заказ обязательное подтверждение сброса давления в мобильном приложении.' },
    ],
  },
  az: {
    waste: [
      { problem: 'Səyyar texniklər tez-tez istifadə olunan filtrləri hər dəfə anbardan sifariş edir, avtomobildə ehtiyat yoxdur.', proposal: 'Servis avtomobillərində filtr və kipləşdirici dəstlərindən ibarət mini ehtiyat saxlanılsın, həftəlik tamamlansın.' },
      { problem: 'Alətlər ümumi şkafda saxlanılır, axtarışa gündə təxminən 20 dəqiqə sərf olunur.', proposal: 'Hər bölməyə alət lövhəsi quraşdırılsın və alətlər bölmələrə təhkim edilsin.' },
      { problem: 'Servis formaları kağızda doldurulur və ofisdə yenidən sistemə daxil edilir.', proposal: 'Servis forması mobil tətbiqdə doldurulsun və müştəriyə imzalatdırılsın.' },
      { problem: 'Ehtiyat hissələri iş bitdikdən sonra sifariş edildiyi üçün sahəyə iki dəfə gedilir.', proposal: 'Giriş ekspertizasında aşkarlanan hissələr üçün ilkin sifariş addımı əlavə edilsin.' },
    ],
    isg: [
      { problem: 'Emalatxananın girişində yağ ləkələri sürüşmə riski yaradır.', proposal: 'Girişə yağ udan xalça qoyulsun və gündəlik təmizlik siyahısına əlavə edilsin.' },
      { problem: 'Sahədə qaldırma işlərində istifadə olunan sapanların yoxlama etiketləri yoxdur.', proposal: 'Bütün sapanlar üçün QR kodlu yoxlama etiketi və aylıq nəzarət tətbiq edilsin.' },
      { problem: 'Uzaq obyektlərdən gecə qayıdışlarında yorğun sürücülük riski yüksəkdir.', proposal: '300 km-dən uzaq işlərdə növbədən sonra qayıtmaq əvəzinə gecələmə planlaşdırılsın.' },
    ],
  },
};

export const CI_COMMITTEE_NOTES: PerLang<{ reject: string[]; approve: string[]; live: string[] }> = {
  tr: {
    reject: ['Benzer bir öneri şu anda uygulamada, mükerrer kayıt.', 'Maliyet/fayda oranı yeterli görülmedi.', 'Mevcut prosedür bu konuyu zaten kapsıyor.'],
    approve: ['Bölge müdürlüğü ile birlikte pilot uygulama planlanacak.', 'Bütçe onayı sonrası devreye alınacak.'],
    live: ['Pilot başarılı oldu, tüm servis merkezlerine yaygınlaştırıldı.', 'Uygulamaya alındı, üç aylık takip yapılacak.'],
  },
  ru: {
    reject: ['Аналогичное предложение уже внедряется, дубликат.', 'Соотношение затрат и выгоды недостаточное.', 'Действующая процедура уже охватывает этот вопрос.'],
    approve: ['Запланирован пилот совместно с региональной дирекцией.', 'Будет внедрено после утверждения бюджета.'],
    live: ['Пилот успешен, распространено на все сервисные центры.', 'Внедрено, контроль результатов в течение трёх месяцев.'],
  },
  az: {
    reject: ['Oxşar təklif artıq tətbiq olunur, təkrar qeyd.', 'Xərc/fayda nisbəti kifayət qədər deyil.'],
    approve: ['Regional rəhbərliklə birlikdə pilot layihə planlaşdırılır.', 'Büdcə təsdiqindən sonra tətbiq ediləcək.'],
    live: ['Pilot uğurlu oldu, bütün servis mərkəzlərinə yayıldı.', 'Tətbiq edildi, üç ay ərzində nəticələr izləniləcək.'],
  },
};

export const CI_EMPLOYEE_NOTES: PerLang<string[]> = {
  tr: ['Fotoğraflar ekte.', 'Ekip arkadaşlarımla birlikte hazırladık.', 'Pilot için gönüllüyüz.'],
  ru: ['Фотографии во вложении.', 'Подготовили вместе с коллегами по бригаде.', 'Готовы участвовать в пилоте.'],
  az: ['Şəkillər əlavədədir.', 'Komanda yoldaşlarımla birlikdə hazırladıq.'],
};
