import { DRAFT_MESSAGES, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/** The refusals the draft screen shows as they come; the success `message` stays the contract's English. */
type DraftRefusal = Exclude<keyof typeof DRAFT_MESSAGES, 'cancelled'>;

/** In the web's own words for the same rules and states (the filter's checks, the draft statuses). */
const TEXTS: Record<Language, Record<DraftRefusal, string>> = {
  en: DRAFT_MESSAGES,
  tr: {
    selectionRequired: 'En az bir organizasyon, ekip veya teknisyen seçin.',
    endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    notFound: 'Taslak iş emri bulunamadı.',
    notCancellable: 'Yalnızca Kaydedildi durumundaki taslak iş emri iptal edilebilir; bu taslak zaten atandı veya iptal edildi.',
  },
  ru: {
    selectionRequired: 'Выберите хотя бы одну организацию, бригаду или техника.',
    endBeforeStart: 'Дата окончания не может быть раньше даты начала',
    notFound: 'Черновик не найден.',
    notCancellable: 'Отменить можно только черновик в статусе «Сохранён»; этот уже назначен или отменён.',
  },
  az: {
    selectionRequired: 'Ən azı bir təşkilat, komanda və ya texnik seçin.',
    endBeforeStart: 'Bitmə tarixi başlama tarixindən əvvəl ola bilməz',
    notFound: 'İş sifarişi qaralaması tapılmadı.',
    notCancellable: 'Yalnız "Saxlanılıb" statusunda olan iş sifarişi qaralaması ləğv edilə bilər; bu qaralama artıq təyin edilib və ya ləğv edilib.',
  },
  ge: {
    selectionRequired: 'აირჩიეთ მინიმუმ ერთი ორგანიზაცია, გუნდი ან ტექნიკოსი.',
    endBeforeStart: 'დასრულების თარიღი დაწყებამდე ვერ იქნება',
    notFound: 'სამუშაო შეკვეთის მონახაზი ვერ მოიძებნა.',
    notCancellable: 'გაუქმება შესაძლებელია მხოლოდ „შენახული“ სტატუსის მონახაზის; ეს მონახაზი უკვე დანიშნულია ან გაუქმებულია.',
  },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
