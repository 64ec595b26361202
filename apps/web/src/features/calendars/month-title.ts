import { formatDay } from '../../lib/locale-data';

/**
 * The month grid's title ('Декабрь 2026 г.', 'İyun 2026'): the month and year in the language, only its first letter
 * made upper case with the language's rules (CSS `capitalize` would also turn Russian 'г.' into 'Г.', and would
 * give Azerbaijani 'iyun' a dotless 'I'). Georgian writes no capitals: its upper case (Mtavruli) is for all-caps
 * headings only, and most fonts lack it, so 'დეკემბერი' stays as it is.
 */
export function monthTitle(month: string, locale: string): string {
  const text = formatDay(`${month.slice(0, 7)}-15`, locale, { month: 'long', year: 'numeric' }, 'MMMM YYYY');
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  if (!text || /\p{Script=Georgian}/u.test(first)) return text;
  return first.toLocaleUpperCase(locale) + text.slice(first.length);
}
