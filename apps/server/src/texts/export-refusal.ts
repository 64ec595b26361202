import type { Language } from '@fsp/domain';

/** The refusal of an Excel export to a user whose only role is CI_BOARD_USER (spec part 2 §Roles). */
export const EXPORT_REFUSED: Readonly<Record<Language, string>> = {
  en: 'Excel export is not available to you.',
  tr: "Excel'e aktarma sizin için kullanılamıyor.",
  ru: 'Экспорт в Excel вам недоступен.',
  az: 'Excel-ə ixrac sizin üçün əlçatan deyil.',
  ge: 'Excel-ში ექსპორტი თქვენთვის მიუწვდომელია.',
};
