import { numberFormat } from '../lib/locale-data';

/**
 * An export's size as the exports show it: whole kilobytes, at least 1, in the reader's number format
 * (`locale`: an HTML language tag, e.g. 'ru' → '1 234'); the unit is part of the translated text.
 */
export function exportKilobytes(bytes: number, locale: string): string {
  return numberFormat(locale).format(Math.max(1, Math.round(bytes / 1024)));
}
