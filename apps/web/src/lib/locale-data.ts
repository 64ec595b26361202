import dayjs from 'dayjs';

const JANUARY = Date.UTC(2020, 0, 15);
const monthName = (tag: string) => new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(JANUARY);
const known = new Map<string, boolean>();

/**
 * Whether the browser holds Intl's data for a language (an HTML tag: 'az', 'ka'). Some builds (Chromium of Linux
 * distributions) have none for Azerbaijani or Georgian and answer in English or in the root locale ('M01',
 * '-10 min') or in the browser's own; the callers then take month and weekday names from dayjs, other texts from the catalogue.
 */
export function browserHasLocale(tag: string): boolean {
  let answer = known.get(tag);
  if (answer === undefined) {
    const name = monthName(tag);
    // A browser without the data may also answer in its own language ('январь' for 'ka' in a Russian Chromium): the
    // language Intl resolved to tells.
    const resolved = new Intl.DateTimeFormat(tag).resolvedOptions().locale.split('-')[0];
    answer = tag === 'en' || (resolved === tag && name !== monthName('en') && !/^M\d+$/.test(name));
    known.set(tag, answer);
  }
  return answer;
}

/** A calendar day ('2026-12-04') formatted by Intl where the browser knows the language, else by dayjs's locale (same tag). */
export function formatDay(day: string, tag: string, intl: Intl.DateTimeFormatOptions, dayjsFormat: string): string {
  if (browserHasLocale(tag)) return new Intl.DateTimeFormat(tag, { ...intl, timeZone: 'UTC' }).format(Date.parse(`${day.slice(0, 10)}T12:00:00Z`));
  return dayjs(day.slice(0, 10)).locale(tag).format(dayjsFormat);
}

// Separators of the portal's languages whose data such builds lack (CLDR: az 1.234,5; ka 1 234,5).
const SEPARATORS: Record<string, { group: string; decimal: string }> = { az: { group: '.', decimal: ',' }, ka: { group: '\u00a0', decimal: ',' } };

/**
 * Intl.NumberFormat for a language (an HTML tag); where the browser has no data for it, English digits with the
 * language's own separators, so '12 345,6' does not become '12,345.6'.
 */
export function numberFormat(tag: string, options?: Intl.NumberFormatOptions, hasData = browserHasLocale(tag)): { format(value: number): string } {
  const own = hasData ? undefined : SEPARATORS[tag];
  if (!own) return new Intl.NumberFormat(tag, options);
  const english = new Intl.NumberFormat('en', options);
  return { format: (value) => english.formatToParts(value).map((part) => (part.type === 'group' ? own.group : part.type === 'decimal' ? own.decimal : part.value)).join('') };
}
