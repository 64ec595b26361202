import dayjs, { type PluginFunc } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { PART1_DAY_PICKER_FORMATS, PART2_DAY_FORMAT } from './date-formats';

type ParseConfig = { date?: unknown; args?: ArrayLike<unknown> };
type Parsing = { $L: string; parse(cfg: ParseConfig): void };

/** A locale's month names as dayjs keeps them: one list, or standalone (`s`) and format (`f`) forms. */
function monthNames(locale: string): string[] {
  const months = (dayjs.Ls[locale] as { months?: unknown } | undefined)?.months;
  if (Array.isArray(months)) return months as string[];
  const { s, f } = (months ?? {}) as { s?: string[]; f?: string[] };
  return [...(s ?? []), ...(f ?? [])];
}

/**
 * `text` with each word that is one of the locale's month names in another case written as the locale writes it
 * ('01 kasım 2026' → '01 Kasım 2026', '01 НОЯБРЯ 2026' → '01 ноября 2026'), compared by the language's own case rules
 * (Turkish and Azerbaijani I/ı, İ/i).
 */
export function withMonthNamesAsWritten(text: string, locale: string): string {
  const lower = (word: string) => word.toLocaleLowerCase(locale);
  const byLowerCase = new Map(monthNames(locale).map((name) => [lower(name), name]));
  return text.replace(/\p{L}+/gu, (word) => byLowerCase.get(lower(word)) ?? word);
}

/**
 * Days typed with the month's name (part 2's pickers read 'DD MMMM YYYY') are read whatever the name's case: antd's
 * pickers parse strictly, and dayjs matches a month name, and the strict round trip the whole text, case for case, so
 * '01 kasım 2026' was refused as no day. Wraps the parse of customParseFormat, installed first for that reason (the
 * plugin installed second is the one whose parse runs first).
 */
const typedMonthNames: PluginFunc = (_option, dayjsClass) => {
  const proto = dayjsClass.prototype as unknown as Parsing;
  const parse = proto.parse;
  proto.parse = function (this: Parsing, cfg: ParseConfig) {
    const args = cfg.args ? Array.from(cfg.args) : [];
    const [date, format, locale] = args;
    if (typeof date === 'string' && /MMMM/.test(String(format))) {
      const written = withMonthNamesAsWritten(date, typeof locale === 'string' ? locale : this.$L);
      if (written !== date) {
        args[0] = written;
        return parse.call(this, { ...cfg, date: written, args });
      }
    }
    return parse.call(this, cfg);
  };
};

dayjs.extend(customParseFormat);
dayjs.extend(typedMonthNames);

/**
 * Part 2's date pickers (antd `format` lists: the first is shown, each one read): their own format, the month's name
 * in any case, and every one part 1's read. Apart from lib/date-formats.ts so that only screens with such a picker
 * load dayjs's parsing (the public survey shows part 2's dates and has its size budget).
 */
export const PART2_DAY_PICKER_FORMATS = [PART2_DAY_FORMAT, ...PART1_DAY_PICKER_FORMATS];
