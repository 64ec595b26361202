import { HISTORY_EXPORT_HEADERS, type Language } from '@fsp/domain';
import type { ColumnWords } from '../../texts';

type Headers = ColumnWords<typeof HISTORY_EXPORT_HEADERS>;

/** The planning-history workbook's words in the reader's language (the English ones are the API contract's). */
export const HISTORY_EXPORT_TEXTS: Record<Language, { sheet: string; headers: Headers; deleted: string }> = {
  en: { sheet: 'Planning history', headers: [...HISTORY_EXPORT_HEADERS], deleted: 'deleted' },
  tr: {
    sheet: 'Planlama geçmişi',
    headers: ['Teknisyen', 'İş emri', 'Müşteri', 'Açıklama', 'Model', 'Seri no', 'İş kodu', 'Başlangıç', 'Bitiş', 'Durum'],
    deleted: 'silindi',
  },
  ru: {
    sheet: 'История планирования',
    headers: ['Техник', 'Заказ', 'Клиент', 'Описание', 'Модель', 'Серийный номер', 'Код работы', 'Начало', 'Конец', 'Статус'],
    deleted: 'удалено',
  },
  az: {
    sheet: 'Planlama tarixçəsi',
    headers: ['Texnik', 'İş sifarişi', 'Müştəri', 'Təsvir', 'Model', 'Seriya nömrəsi', 'İş kodu', 'Başlanğıc', 'Son', 'Status'],
    deleted: 'silinib',
  },
  ge: {
    sheet: 'დაგეგმვის ისტორია',
    headers: ['ტექნიკოსი', 'შეკვეთა', 'კლიენტი', 'აღწერა', 'მოდელი', 'სერიული ნომერი', 'სამუშაოს კოდი', 'დაწყება', 'დასრულება', 'სტატუსი'],
    deleted: 'წაშლილი',
  },
};
