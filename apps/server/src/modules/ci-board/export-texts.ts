import type { Language } from '@fsp/domain';
import type { ColumnWords } from '../../texts';

/** The CI workbook's columns as the API contract names them (the English file). */
export const CI_EXPORT_HEADERS = [
  'ID', 'Created', 'Updated', 'Due date', 'Status', 'Full name', 'Organization', 'Department', 'Kind', 'Type', 'Problem', 'Proposal',
  'Grading', 'Graded', 'Graded by', 'Best practice', 'Committee note', 'Employee note', 'Serial number', 'Work order',
] as const;

type Headers = ColumnWords<typeof CI_EXPORT_HEADERS>;

interface CiExportTexts {
  sheet: string;
  headers: Headers;
  /** The suggestion's kind (isWasteType). */
  waste: string;
  isg: string;
  yes: string;
  no: string;
}

/**
 * The CI workbook's words in the reader's language, the same as the board's (web locales `board.ts` ciBoard and
 * `core.ts` nav). Codes (status, department, types, grading) are named from the localisation maps instead.
 */
export const CI_EXPORT_TEXTS: Record<Language, CiExportTexts> = {
  en: { sheet: 'CI board', headers: [...CI_EXPORT_HEADERS], waste: 'Waste', isg: 'ISG', yes: 'Yes', no: 'No' },
  tr: {
    sheet: 'İyileştirme panosu',
    headers: [
      'ID', 'Oluşturma', 'Güncelleme', 'Termin', 'Durum', 'Öneren', 'Organizasyon', 'Bölüm', 'Öneri konusu', 'Tip', 'Problem', 'Öneri',
      'Derece', 'Derecelendirildi', 'Derecelendiren', 'En iyi uygulama', 'Komite notu', 'Çalışan notu', 'Seri numarası', 'İş emri',
    ],
    waste: 'İsraf',
    isg: 'İSG',
    yes: 'Evet',
    no: 'Hayır',
  },
  ru: {
    sheet: 'Доска улучшений',
    headers: [
      'ID', 'Создано', 'Изменено', 'Срок', 'Статус', 'Автор', 'Организация', 'Отдел', 'Тема предложения', 'Тип', 'Проблема', 'Предложение',
      'Оценка', 'Оценено', 'Оценил(а)', 'Лучшая практика', 'Примечание комитета', 'Примечание сотрудника', 'Серийный номер', 'Заказ-наряд',
    ],
    waste: 'Потери',
    isg: 'ОТиТБ',
    yes: 'Да',
    no: 'Нет',
  },
  az: {
    sheet: 'Təkmilləşdirmə lövhəsi',
    headers: [
      'ID', 'Yaradılıb', 'Yenilənib', 'Son tarix', 'Status', 'Təklif edən', 'Təşkilat', 'Şöbə', 'Təklifin mövzusu', 'Tip', 'Problem', 'Təklif',
      'Dərəcə', 'Dərəcələndirilib', 'Dərəcələndirən', 'Ən yaxşı təcrübə', 'Komitə qeydi', 'İşçi qeydi', 'Seriya nömrəsi', 'İş sifarişi',
    ],
    waste: 'İsraf',
    isg: 'ƏST',
    yes: 'Bəli',
    no: 'Xeyr',
  },
  ge: {
    sheet: 'გაუმჯობესების დაფა',
    headers: [
      'ID', 'შექმნილია', 'განახლებულია', 'ვადა', 'სტატუსი', 'ავტორი', 'ორგანიზაცია', 'განყოფილება', 'წინადადების თემა', 'ტიპი', 'პრობლემა', 'წინადადება',
      'შეფასება', 'შეფასებულია', 'შეაფასა', 'საუკეთესო პრაქტიკა', 'კომიტეტის შენიშვნა', 'თანამშრომლის შენიშვნა', 'სერიული ნომერი', 'სამუშაო შეკვეთა',
    ],
    waste: 'დანაკარგი',
    isg: 'შრომის უსაფრთხოება',
    yes: 'დიახ',
    no: 'არა',
  },
};
