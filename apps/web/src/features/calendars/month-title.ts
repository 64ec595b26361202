/**
 * The month grid's title ('Декабрь 2026 г.', 'İyun 2026'): the month and year in the language, only its first letter
 * made upper case with the language's rules (CSS `capitalize` would also turn Russian 'г.' into 'Г.', and would
 * give Azerbaijani 'iyun' a dotless 'I').
 */
export function monthTitle(month: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${month.slice(0, 7)}-15T00:00:00Z`));
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return text ? first.toLocaleUpperCase(locale) + text.slice(first.length) : text;
}
