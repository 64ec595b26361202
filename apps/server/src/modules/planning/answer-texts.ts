import type { Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

interface PlanningAnswerTexts {
  technicianNotFound: string;
  notFlagged: string;
  duplicateKey: (key: string) => string;
  itemTwice: (id: number) => string;
  unknownWorkOrder: (orderNumber: string) => string;
}

/**
 * The work-order refresh's answer for an order it cannot find (the order drawer's error dialog shows it as it comes).
 * The deactivation's refusals, in the words of the deleted-technicians dialog: the dialog shows them as they come
 * when HR's flag or the technician's team changed since the board was read. The save's refusals of a malformed
 * request (save-schedules.ts) too: the board shows a 400's message as it comes.
 */
const TEXTS: Record<Language, PlanningAnswerTexts> = {
  en: {
    technicianNotFound: 'Technician not found.',
    notFlagged: 'Only a technician flagged for deletion (removed by HR) can be deactivated; this technician is not flagged.',
    duplicateKey: (key) => `Duplicate key "${key}": every change needs its own key.`,
    itemTwice: (id) => `Item ${id} appears more than once (updated and deleted, or twice) in one save.`,

    unknownWorkOrder: (orderNumber) => `Work order ${orderNumber} was not found in the work-order system.`,
  },
  tr: {
    technicianNotFound: 'Teknisyen bulunamadı.',
    notFlagged: "Yalnızca silinmek üzere işaretli (İK'da çıkarılmış) bir teknisyen pasifleştirilebilir; bu teknisyen işaretli değil.",
    duplicateKey: (key) => `"${key}" anahtarı birden fazla kez kullanıldı: her değişikliğin kendi anahtarı olmalıdır.`,
    itemTwice: (id) => `${id} numaralı kayıt tek bir kaydetmede birden fazla kez geçiyor (hem güncellenmiş hem silinmiş ya da iki kez).`,

    unknownWorkOrder: (orderNumber) => `${orderNumber} numaralı iş emri iş emri sisteminde bulunamadı.`,
  },
  ru: {
    technicianNotFound: 'Техник не найден.',
    notFlagged: 'Деактивировать можно только техника, помеченного к удалению (удалённого в кадровой системе); этот техник не помечен.',
    duplicateKey: (key) => `Ключ «${key}» повторяется: у каждого изменения должен быть свой ключ.`,
    itemTwice: (id) => `Запись ${id} встречается в одном сохранении больше одного раза (изменена и удалена или дважды).`,

    unknownWorkOrder: (orderNumber) => `Заказ-наряд ${orderNumber} не найден в системе заказ-нарядов.`,
  },
  az: {
    technicianNotFound: 'Texnik tapılmadı.',
    notFlagged: 'Yalnız silinmə üçün işarələnmiş (insan resurslarında silinmiş) texnik deaktiv edilə bilər; bu texnik işarələnməyib.',
    duplicateKey: (key) => `"${key}" açarı təkrarlanır: hər dəyişikliyin öz açarı olmalıdır.`,
    itemTwice: (id) => `${id} nömrəli qeyd bir yadda saxlamada bir dəfədən çox keçir (həm yenilənib, həm silinib və ya iki dəfə).`,

    unknownWorkOrder: (orderNumber) => `${orderNumber} nömrəli iş sifarişi iş sifarişləri sistemində tapılmadı.`,
  },
  ge: {
    technicianNotFound: 'ტექნიკოსი ვერ მოიძებნა.',
    notFlagged: 'დეაქტივაცია შესაძლებელია მხოლოდ წასაშლელად მონიშნული (HR-ში წაშლილი) ტექნიკოსის; ეს ტექნიკოსი მონიშნული არ არის.',
    duplicateKey: (key) => `გასაღები „${key}“ მეორდება: ყოველ ცვლილებას საკუთარი გასაღები სჭირდება.`,
    itemTwice: (id) => `ჩანაწერი ${id} ერთ შენახვაში ერთზე მეტჯერ გვხვდება (განახლებული და წაშლილი, ან ორჯერ).`,

    unknownWorkOrder: (orderNumber) => `სამუშაო შეკვეთა ${orderNumber} სამუშაო შეკვეთების სისტემაში ვერ მოიძებნა.`,
  },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);

/** The same texts in a given language (the work-order refresh words its unknown order in the caller's). */
export const answerTextsIn = (language: Language): PlanningAnswerTexts => TEXTS[language];
