import { z } from 'zod';
import { isValidYmd } from '../rules/date-presets';
import { requiredOr } from './common';

/**
 * The dates every request may carry: 1970-01-01 to 2199-12-31 (UTC). Far enough for any plan and any
 * history; outside it JavaScript dates or PostgreSQL timestamps fail (Invalid time value, timestamp
 * out of range) deep inside a query, as a 500. Every date field of a request contract uses one of these,
 * so such a value is a 400 naming the field before any code runs.
 */
export const SUPPORTED_DATES = {
  first: '1970-01-01',
  last: '2199-12-31',
  minMs: Date.UTC(1970, 0, 1),
  maxMs: Date.UTC(2200, 0, 1) - 1,
} as const;

const RANGE_TEXT = `between ${SUPPORTED_DATES.first} and ${SUPPORTED_DATES.last}`;
/** OpenAPI mark of a bounded date field; the date-bounds test requires it on every date field of a request. */
const BOUNDED = { 'x-date-range': `${SUPPORTED_DATES.first}/${SUPPORTED_DATES.last}` };

/** An instant in epoch milliseconds within the supported range. */
export const epochMillis = z
  .number()
  .int('must be whole epoch milliseconds')
  .min(SUPPORTED_DATES.minMs, `must be a time ${RANGE_TEXT}`)
  .max(SUPPORTED_DATES.maxMs, `must be a time ${RANGE_TEXT}`)
  .meta(BOUNDED);

/** 'YYYY-MM-DD' (or, with `compact`, also 'YYYYMMDD') naming a real day within the supported range; null otherwise. */
export function supportedYmd(text: string, compact = false): string | null {
  const match = (compact ? /^(\d{4})-?(\d{2})-?(\d{2})$/ : /^(\d{4})-(\d{2})-(\d{2})$/).exec(text);
  if (!match) return null;
  const ymd = `${match[1]}-${match[2]}-${match[3]}`;
  return isValidYmd(ymd) && ymd >= SUPPORTED_DATES.first && ymd <= SUPPORTED_DATES.last ? ymd : null;
}

/** A calendar day 'YYYY-MM-DD' that exists and lies within the supported range. */
export const calendarDay = (label: string) =>
  z
    .string({ error: requiredOr(`${label} date is required`, `${label} date must be YYYY-MM-DD`) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} date must be YYYY-MM-DD`)
    .refine((v) => supportedYmd(v) !== null, `${label} date must be a real day ${RANGE_TEXT}`)
    .meta(BOUNDED);

/**
 * The planning day: epoch ms of any instant in that day (the browser's zone from X-Timezone-Offset
 * decides the day), or 'YYYY-MM-DD' / 'YYYYMMDD'; a real day within the supported range.
 */
export const searchDate = z
  .union([z.number(), z.string()])
  .superRefine((value, ctx) => {
    const ok = typeof value === 'number' ? epochMillis.safeParse(value).success : supportedYmd(value, true) !== null;
    if (!ok) ctx.addIssue({ code: 'custom', message: `searchDate must be YYYY-MM-DD, YYYYMMDD or epoch milliseconds, a real day ${RANGE_TEXT}` });
  })
  .meta(BOUNDED);

/** A calendar day 'YYYYMMDD' (the API's compact form, spec part 2 §9) that exists and lies within the supported range. */
export const compactDay = (label: string) =>
  z
    .string({ error: requiredOr(`${label} is required`, `${label} must be YYYYMMDD`) })
    .regex(/^\d{8}$/, `${label} must be YYYYMMDD`)
    .refine((v) => supportedYmd(v, true) !== null, `${label} must be a real day ${RANGE_TEXT}`)
    .meta(BOUNDED);

/** The same compact day, parsed to 'YYYY-MM-DD' for the server's queries. */
export const compactDayAsIso = (label: string) => compactDay(label).transform((v) => supportedYmd(v, true) ?? v);
