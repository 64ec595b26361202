import { z } from 'zod';
import { MAX_INT } from './common';
import { epochMillis } from './dates';
import { ACTIVITY_PAGE_SIZES, filterDay } from './activity';
import { containsFilter, pageIndex, pageLimit } from './work-order-search';

export const SAMPLE_MESSAGES = {
  endBeforeStart: 'The end date must not be before the start date.',
  sampleRange: 'The last sample number must not come before the first.',
} as const;

/** A sample number of digits only: such numbers are compared as numbers (`9` before `10`, `0010` is `10`). */
const NUMERIC_SAMPLE_NUMBER = /^[0-9]+$/;

/**
 * Whether the range's given bounds are all numbers: then the range holds the stored sample numbers of digits only,
 * compared by value, and leaves out those with other characters (they are not in a range of numbers). A bound with
 * any other character compares every sample number as text, as the lab's mixed numbers (`A100`) sort.
 */
export function isNumericSampleRange(start: string | null | undefined, end: string | null | undefined): boolean {
  const bounds = [start, end].filter((bound): bound is string => !!bound);
  return bounds.length > 0 && bounds.every((bound) => NUMERIC_SAMPLE_NUMBER.test(bound));
}

/** Whether `end` comes before `start` under the range's comparison (isNumericSampleRange): `10` does not come before `9`. */
export function sampleRangeReversed(start: string, end: string): boolean {
  if (!isNumericSampleRange(start, end)) return end < start;
  // Digits only: without leading zeros, a shorter number is smaller and numbers of one length compare as text.
  const key = (digits: string) => digits.replace(/^0+/, '');
  const [a, b] = [key(start), key(end)];
  return b.length !== a.length ? b.length < a.length : b < a;
}

/** Sample filter (spec part 2 §3) without paging: the export's body. */
export const sampleExportRequest = z.object({
  startDate: filterDay('Start'),
  endDate: filterDay('End'),
  /** Team ids; empty = every team of the caller's scope. A team outside the scope is refused. */
  teams: z.array(z.number().int().min(1).max(MAX_INT)).max(500).default([]),
  /** One technician's bpNo. */
  bpNo: containsFilter(40, 'Technician'),
  /** Inclusive range bounds (≤ 16 characters each): numbers when every given bound is digits only (isNumericSampleRange). */
  startSampleNumber: containsFilter(16, 'First sample number'),
  endSampleNumber: containsFilter(16, 'Last sample number'),
  dealerBranch: containsFilter(100, 'Dealer branch'),
  shopJobNo: containsFilter(40, 'Shop job number'),
  serialNumber: containsFilter(30, 'Serial number'),
  lastUpdateTime: epochMillis.nullish(),
});
export type SampleExportRequest = z.infer<typeof sampleExportRequest>;

export const sampleSearchRequest = sampleExportRequest.extend({ index: pageIndex, limit: pageLimit(ACTIVITY_PAGE_SIZES, 25) });
export type SampleSearchRequest = z.infer<typeof sampleSearchRequest>;

/** One oil sample (SOS) row. */
export const sampleItem = z.object({
  id: z.number().int(),
  sampleNumber: z.string(),
  /** Epoch ms. */
  sampledDate: z.number().int(),
  technicianBpNo: z.string().nullable(),
  technicianFullName: z.string().nullable(),
  technicianTeamName: z.string().nullable(),
  workOrderNumber: z.string().nullable(),
  schedulerId: z.number().int().nullable(),
  customer: z.string().nullable(),
  dealerBranch: z.string().nullable(),
  sampleJobSite: z.string().nullable(),
  shopJobNo: z.string().nullable(),
  serialNumber: z.string().nullable(),
  equipComp: z.string().nullable(),
  meterRdg: z.number().nullable(),
  fluidChanged: z.boolean().nullable(),
  fluidBrand: z.string().nullable(),
  fluidWeight: z.string().nullable(),
  meterOnFluid: z.number().nullable(),
  isMda: z.boolean(),
  loginNote: z.string().nullable(),
});
export type SampleItem = z.infer<typeof sampleItem>;

export const sampleSearchResponse = z.object({ sampleItems: z.array(sampleItem), totalRowCount: z.number().int() });

/** The export's column headers, in order. */
export const SAMPLE_EXPORT_HEADERS = [
  'Sample number',
  'Sampled',
  'Technician',
  'Team',
  'Work order',
  'Customer',
  'Dealer branch',
  'Job site',
  'Shop job no',
  'Serial number',
  'Component',
  'Meter reading',
  'Fluid changed',
  'Fluid brand',
  'Fluid grade',
  'Meter on fluid',
  'MDA',
  'Lab note',
] as const;
