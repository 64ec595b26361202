import { CI_MESSAGES, CI_REVIEW_MESSAGES, type CiReviewViolation, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

export const CI_FILTER_MESSAGES = {
  createdRange: 'The created end date must not be before its start date.',
  updatedRange: 'The updated end date must not be before its start date.',
  dueRange: 'The due end date must not be before its start date.',
} as const;

/** Only a broken client meets these (the form never sends such a request), so they stay English; 'saved' is the spec's literal. */
type ClientFault = 'saved' | 'notMultipart' | 'missingDatum' | 'datumNotJson' | 'unknownPart';
type Worded<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

/** The refusals the CI board's calls answer with (the screen shows a refused save's message as it comes). */
export type CiAnswerTexts = Worded<Omit<typeof CI_MESSAGES, ClientFault>> & {
  /** The field names unknownCode names, as the form labels them. */
  fields: { department: string; wasteType: string; isgType: string; grading: string };
  review: Record<CiReviewViolation, string>;
  filter: Worded<typeof CI_FILTER_MESSAGES>;
  /** A save whose If-Match names an older version: someone else saved the suggestion after the form opened it. */
  changedMeanwhile: string;
  /** A new due date before the caller's today (one saved earlier that has since passed stays). */
  dueDatePast: string;
  /** An unknown id and one outside the caller's CI scope alike (a 404 must not tell them apart). */
  suggestionNotFound: string;
};

const TEXTS: Record<Language, CiAnswerTexts> = {
  en: {
    ...CI_MESSAGES,
    fields: { department: 'Department', wasteType: 'Waste type', isgType: 'ISG type', grading: 'Grading' },
    review: CI_REVIEW_MESSAGES,
    filter: CI_FILTER_MESSAGES,
    changedMeanwhile: 'Someone else saved this suggestion after you opened it. Check the form and save again.',
    dueDatePast: 'The due date cannot be in the past.',
    suggestionNotFound: 'The suggestion was not found: it does not exist, or it belongs to organizations you do not see.',
  },
  tr: {
    oneFileOnly: 'Yalnızca bir dosya yüklenebilir.',
    fileTooLarge: 'Dosya izin verilen boyuttan büyük.',
    fileType: 'Bu dosya tipine izin verilmiyor.',
    fileEmpty: 'Dosya boş.',
    fileContent: 'Dosyanın içeriği dosya tipiyle uyuşmuyor.',
    typeRequired: 'Bir israf tipi ya da bir İSG tipi seçin.',
    unknownCode: (field) => `${field} bilinen bir kod değil.`,
    organization: 'Bu organizasyon için öneri veremezsiniz.',
    ownOnly: 'Yalnızca kendi önerinizi ve yalnızca onay beklerken değiştirebilirsiniz.',
    committeeOnly: 'Durumu, dereceyi, termini, komite notunu, en iyi uygulamayı ve derecelendirmeyi yalnızca komite değiştirebilir.',
    newStartsWaiting: 'Yeni bir öneri Onay bekliyor durumunda başlar; komite öneriyi kaydedildikten sonra değerlendirir.',
    fields: { department: 'Bölüm', wasteType: 'İsraf tipi', isgType: 'İSG tipi', grading: 'Derece' },
    review: {
      transition: 'Bu durum değişikliğine izin verilmiyor.',
      committeeNoteRequired: 'Öneriyi reddetmek için komite notu zorunludur.',
      dueDateRequired: 'Onaylanan ve hayata geçen öneriler için termin zorunludur.',
      gradingOnlyWhenLive: 'Derece yalnızca durum Hayata geçti iken verilebilir.',
      bestPracticeOnlyWhenLive: 'En iyi uygulama yalnızca durum Hayata geçti iken işaretlenebilir.',
      gradedOnlyWhenLive: 'Derecelendirildi yalnızca durum Hayata geçti iken işaretlenebilir.',
      gradingRequiredWhenGraded: 'Öneriyi derecelendirildi olarak işaretlemeden önce bir derece seçin.',
    },
    filter: {
      createdRange: 'Oluşturma bitiş tarihi başlangıç tarihinden önce olamaz.',
      updatedRange: 'Güncelleme bitiş tarihi başlangıç tarihinden önce olamaz.',
      dueRange: 'Termin bitiş tarihi başlangıç tarihinden önce olamaz.',
    },
    changedMeanwhile: 'Bu öneri siz açtıktan sonra başka biri tarafından kaydedildi. Formu kontrol edip yeniden kaydedin.',
    dueDatePast: 'Termin geçmiş bir tarih olamaz.',
    suggestionNotFound: 'Öneri bulunamadı: ya hiç yok ya da göremediğiniz organizasyonlara ait.',
  },
  ru: {
    oneFileOnly: 'Можно загрузить только один файл.',
    fileTooLarge: 'Файл больше допустимого размера.',
    fileType: 'Этот тип файла не разрешён.',
    fileEmpty: 'Файл пустой.',
    fileContent: 'Содержимое файла не соответствует его типу.',
    typeRequired: 'Выберите вид потерь или тип ОТиТБ.',
    unknownCode: (field) => `${field}: неизвестный код.`,
    organization: 'Для этой организации вы не можете подавать предложения.',
    ownOnly: 'Изменять можно только своё предложение и только пока оно ожидает одобрения.',
    committeeOnly: 'Статус, оценку, срок, примечание комитета, лучшую практику и отметку «Оценено» может изменять только комитет.',
    newStartsWaiting: 'Новое предложение получает статус «Ожидает одобрения»; комитет рассматривает его после сохранения.',
    fields: { department: 'Отдел', wasteType: 'Вид потерь', isgType: 'Тип ОТиТБ', grading: 'Оценка' },
    review: {
      transition: 'Такая смена статуса не разрешена.',
      committeeNoteRequired: 'Чтобы отклонить предложение, нужно примечание комитета.',
      dueDateRequired: 'Для одобренных и внедрённых предложений нужен срок.',
      gradingOnlyWhenLive: 'Оценку можно указать только в статусе «Внедрено».',
      bestPracticeOnlyWhenLive: 'Лучшую практику можно отметить только в статусе «Внедрено».',
      gradedOnlyWhenLive: 'Отметку «Оценено» можно поставить только в статусе «Внедрено».',
      gradingRequiredWhenGraded: 'Выберите оценку, прежде чем отметить предложение как оценённое.',
    },
    filter: {
      createdRange: 'Конец периода «Создано» не может быть раньше его начала.',
      updatedRange: 'Конец периода «Изменено» не может быть раньше его начала.',
      dueRange: 'Конец периода «Срок» не может быть раньше его начала.',
    },
    changedMeanwhile: 'После того как вы открыли это предложение, его сохранил кто-то другой. Проверьте форму и сохраните снова.',
    dueDatePast: 'Срок не может быть в прошлом.',
    suggestionNotFound: 'Предложение не найдено: его не существует или оно относится к организациям, которые вам не видны.',
  },
  az: {
    oneFileOnly: 'Yalnız bir fayl yükləmək olar.',
    fileTooLarge: 'Fayl icazə verilən ölçüdən böyükdür.',
    fileType: 'Bu fayl tipinə icazə verilmir.',
    fileEmpty: 'Fayl boşdur.',
    fileContent: 'Faylın məzmunu onun tipinə uyğun gəlmir.',
    typeRequired: 'İsraf tipi və ya ƏST tipi seçin.',
    unknownCode: (field) => `${field}: naməlum koddur.`,
    organization: 'Bu təşkilat üçün təklif verə bilməzsiniz.',
    ownOnly: 'Yalnız öz təklifinizi və yalnız təsdiq gözləyərkən dəyişə bilərsiniz.',
    committeeOnly: 'Statusu, dərəcəni, son tarixi, komitə qeydini, ən yaxşı təcrübəni və dərəcələndirməni yalnız komitə dəyişə bilər.',
    newStartsWaiting: 'Yeni təklif «Təsdiq gözləyir» statusu ilə başlayır; komitə onu yadda saxlanıldıqdan sonra qiymətləndirir.',
    fields: { department: 'Şöbə', wasteType: 'İsraf tipi', isgType: 'ƏST tipi', grading: 'Dərəcə' },
    review: {
      transition: 'Bu status dəyişikliyinə icazə verilmir.',
      committeeNoteRequired: 'Təklifi rədd etmək üçün komitə qeydi vacibdir.',
      dueDateRequired: 'Təsdiqlənən və tətbiq olunan təkliflər üçün son tarix vacibdir.',
      gradingOnlyWhenLive: 'Dərəcə yalnız status «Tətbiq edildi» olduqda verilə bilər.',
      bestPracticeOnlyWhenLive: 'Ən yaxşı təcrübə yalnız status «Tətbiq edildi» olduqda qeyd edilə bilər.',
      gradedOnlyWhenLive: '«Dərəcələndirilib» yalnız status «Tətbiq edildi» olduqda qeyd edilə bilər.',
      gradingRequiredWhenGraded: 'Təklifi dərəcələndirilmiş kimi qeyd etməzdən əvvəl dərəcə seçin.',
    },
    filter: {
      createdRange: '«Yaradılıb» aralığının son tarixi başlanğıcından əvvəl ola bilməz.',
      updatedRange: '«Yenilənib» aralığının son tarixi başlanğıcından əvvəl ola bilməz.',
      dueRange: '«Son tarix» aralığının sonu başlanğıcından əvvəl ola bilməz.',
    },
    changedMeanwhile: 'Siz bu təklifi açdıqdan sonra onu başqa biri yadda saxladı. Formanı yoxlayın və yenidən yadda saxlayın.',
    dueDatePast: 'Son tarix keçmişdə ola bilməz.',
    suggestionNotFound: 'Təklif tapılmadı: ya mövcud deyil, ya da görmədiyiniz təşkilatlara aiddir.',
  },
  ge: {
    oneFileOnly: 'შესაძლებელია მხოლოდ ერთი ფაილის ატვირთვა.',
    fileTooLarge: 'ფაილი დასაშვებ ზომაზე დიდია.',
    fileType: 'ამ ტიპის ფაილი დაუშვებელია.',
    fileEmpty: 'ფაილი ცარიელია.',
    fileContent: 'ფაილის შიგთავსი მის ტიპს არ შეესაბამება.',
    typeRequired: 'აირჩიეთ დანაკარგის ტიპი ან შრომის უსაფრთხოების ტიპი.',
    unknownCode: (field) => `${field}: უცნობი კოდია.`,
    organization: 'ამ ორგანიზაციისთვის წინადადების შეტანა არ შეგიძლიათ.',
    ownOnly: 'შეგიძლიათ შეცვალოთ მხოლოდ საკუთარი წინადადება და მხოლოდ მაშინ, როცა ის დამტკიცებას ელოდება.',
    committeeOnly: 'სტატუსს, შეფასებას, ვადას, კომიტეტის შენიშვნას, საუკეთესო პრაქტიკას და ნიშანს „შეფასებულია“ მხოლოდ კომიტეტი ცვლის.',
    newStartsWaiting: 'ახალი წინადადება იწყება სტატუსით „ელოდება დამტკიცებას“; კომიტეტი მას შენახვის შემდეგ განიხილავს.',
    fields: { department: 'განყოფილება', wasteType: 'დანაკარგის ტიპი', isgType: 'შრომის უსაფრთხოების ტიპი', grading: 'შეფასება' },
    review: {
      transition: 'სტატუსის ასეთი ცვლილება დაუშვებელია.',
      committeeNoteRequired: 'წინადადების უარსაყოფად კომიტეტის შენიშვნა სავალდებულოა.',
      dueDateRequired: 'დამტკიცებული და დანერგილი წინადადებებისთვის ვადა სავალდებულოა.',
      gradingOnlyWhenLive: 'შეფასების მითითება მხოლოდ სტატუსით „დანერგილია“ შეიძლება.',
      bestPracticeOnlyWhenLive: 'საუკეთესო პრაქტიკის მონიშვნა მხოლოდ სტატუსით „დანერგილია“ შეიძლება.',
      gradedOnlyWhenLive: '„შეფასებულია“ მხოლოდ სტატუსით „დანერგილია“ შეიძლება მოინიშნოს.',
      gradingRequiredWhenGraded: 'სანამ წინადადებას შეფასებულად მონიშნავთ, აირჩიეთ შეფასება.',
    },
    filter: {
      createdRange: '„შექმნილია“ პერიოდის დასასრული დასაწყისზე ადრე ვერ იქნება.',
      updatedRange: '„განახლებულია“ პერიოდის დასასრული დასაწყისზე ადრე ვერ იქნება.',
      dueRange: '„ვადა“ პერიოდის დასასრული დასაწყისზე ადრე ვერ იქნება.',
    },
    changedMeanwhile: 'მას შემდეგ, რაც ეს წინადადება გახსენით, ის სხვამ შეინახა. გადაამოწმეთ ფორმა და ხელახლა შეინახეთ.',
    dueDatePast: 'ვადა წარსულში ვერ იქნება.',
    suggestionNotFound: 'წინადადება ვერ მოიძებნა: ან არ არსებობს, ან ეკუთვნის ორგანიზაციებს, რომლებსაც ვერ ხედავთ.',
  },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>): CiAnswerTexts => callerTexts(TEXTS, ctx);
