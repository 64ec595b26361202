import { ORDER_DETAILS_MESSAGES, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

type Refusal = 'itemNotFound' | 'draftNotFound' | 'attachmentNotFound' | 'workOrderNotFound' | 'workOrderItemNotFound' | 'fileMissing' | 'fileTooLarge';

/** The order drawer's refusals in the caller's language: the drawer shows a refusal as it comes (a job another dispatcher removed, say). */
const TEXTS: Record<Language, Record<Refusal, string>> = {
  en: ORDER_DETAILS_MESSAGES,
  tr: {
    itemNotFound: 'Atama bulunamadı.',
    draftNotFound: 'Taslak iş emri bulunamadı.',
    attachmentNotFound: 'Ek bulunamadı.',
    workOrderNotFound: 'İş emri bulunamadı.',
    workOrderItemNotFound: 'İş emri kalemi bulunamadı.',
    fileMissing: 'Bu ekin dosyası eksik.',
    fileTooLarge: 'Dosya indirmek için çok büyük.',
  },
  ru: {
    itemNotFound: 'Назначение не найдено.',
    draftNotFound: 'Черновик заказа-наряда не найден.',
    attachmentNotFound: 'Вложение не найдено.',
    workOrderNotFound: 'Заказ-наряд не найден.',
    workOrderItemNotFound: 'Позиция заказа-наряда не найдена.',
    fileMissing: 'Файл этого вложения отсутствует.',
    fileTooLarge: 'Файл слишком большой для скачивания.',
  },
  az: {
    itemNotFound: 'Təyinat tapılmadı.',
    draftNotFound: 'İş sifarişinin qaralaması tapılmadı.',
    attachmentNotFound: 'Əlavə tapılmadı.',
    workOrderNotFound: 'İş sifarişi tapılmadı.',
    workOrderItemNotFound: 'İş sifarişinin bəndi tapılmadı.',
    fileMissing: 'Bu əlavənin faylı yoxdur.',
    fileTooLarge: 'Fayl yükləmək üçün çox böyükdür.',
  },
  ge: {
    itemNotFound: 'დანიშვნა ვერ მოიძებნა.',
    draftNotFound: 'სამუშაო შეკვეთის მონახაზი ვერ მოიძებნა.',
    attachmentNotFound: 'დანართი ვერ მოიძებნა.',
    workOrderNotFound: 'სამუშაო შეკვეთა ვერ მოიძებნა.',
    workOrderItemNotFound: 'სამუშაო შეკვეთის პოზიცია ვერ მოიძებნა.',
    fileMissing: 'ამ დანართის ფაილი აკლია.',
    fileTooLarge: 'ფაილი ჩამოსატვირთად ძალიან დიდია.',
  },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
