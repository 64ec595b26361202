import { formatDay } from '../../lib/locale-data';

/**
 * The month grid's title ('Декабрь 2026 г.', 'İyun 2026'): the month and year in the language, only its first letter
 * made upper case with the language's rules (CSS `capitalize` would also turn Russian 'г.' into 'Г.', and would
 * give Azerbaijani 'iyun' a dotless 'I').
 */
export function monthTitle(month: string, locale: string): string {
  const text = formatDay(`${month.slice(0, 7)}-15`, locale, { month: 'long', year: 'numeric' }, 'MMMM YYYY');
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return text ? first.toLocaleUpperCase(locale) + text.slice(first.length) : text;
}
