import { SERIAL_NUMBER_MAX_LENGTH, characterCount, sampleRangeReversed, type SampleSearchRequest } from '@fsp/domain';
import { dateRangeError, type DateRangeError } from '../../../components/date-range-rule';

/** Sample numbers are at most 16 characters (spec part 2 §5, §9). */
export const SAMPLE_NUMBER_MAX_LENGTH = 16;

/** The sample filter as the drawer edits it (spec part 2 §3 "Sample filter"). */
export interface SampleFilters {
  /** YYYY-MM-DD, both required. */
  start: string;
  end: string;
  teams: number[];
  bpNo: string | null;
  startSampleNumber: string;
  endSampleNumber: string;
  dealerBranch: string;
  shopJobNo: string;
  serialNumber: string;
}

export function emptySampleFilters(range: { start: string; end: string }): SampleFilters {
  return { ...range, teams: [], bpNo: null, startSampleNumber: '', endSampleNumber: '', dealerBranch: '', shopJobNo: '', serialNumber: '' };
}

/** Whether the filter asks for more than the period: an empty answer then says the filters found nothing. */
export function narrowsSamplesBeyondPeriod(filters: SampleFilters): boolean {
  return filters.teams.length > 0 || filters.bpNo !== null || [filters.startSampleNumber, filters.endSampleNumber, filters.dealerBranch, filters.shopJobNo, filters.serialNumber].some((value) => value.trim() !== '');
}

/** What the empty table says: after a failed search nothing was read, so "no samples in this period" would be false. */
export function sampleEmptyKey(filters: SampleFilters, failed: boolean): 'samples.notLoaded' | 'samples.emptyFiltered' | 'samples.empty' {
  if (failed) return 'samples.notLoaded';
  return narrowsSamplesBeyondPeriod(filters) ? 'samples.emptyFiltered' : 'samples.empty';
}

/**
 * Teams no longer offered (a search kept in the history entry that outlived the user's teams) are dropped: sent, the
 * server refused the whole search, and the chip named a bare team id. The same filters when nothing is dropped.
 */
export function withKnownTeams(filters: SampleFilters, offered: readonly { teams: readonly { id: number }[] }[]): SampleFilters {
  const known = new Set(offered.flatMap((organization) => organization.teams.map((team) => team.id)));
  const teams = filters.teams.filter((id) => known.has(id));
  return teams.length === filters.teams.length ? filters : { ...filters, teams };
}

export interface SampleFilterErrors {
  date?: DateRangeError;
  startSampleNumber?: 'tooLong';
  endSampleNumber?: 'tooLong' | 'beforeStart';
  serialNumber?: 'tooLong';
}

const tooLong = (text: string, max: number) => characterCount(text.trim()) > max;

/**
 * Spec part 2 §5: date range required (days the API takes); sample numbers at most 16 characters and in order (as the
 * server orders them: numbers by value, 9 before 10), serial number at most 30.
 */
export function validateSampleFilters(filters: SampleFilters): SampleFilterErrors {
  const errors: SampleFilterErrors = {};
  const date = dateRangeError(filters);
  if (date) errors.date = date;
  if (tooLong(filters.startSampleNumber, SAMPLE_NUMBER_MAX_LENGTH)) errors.startSampleNumber = 'tooLong';
  if (tooLong(filters.endSampleNumber, SAMPLE_NUMBER_MAX_LENGTH)) errors.endSampleNumber = 'tooLong';
  else if (filters.startSampleNumber.trim() && filters.endSampleNumber.trim() && sampleRangeReversed(filters.startSampleNumber.trim(), filters.endSampleNumber.trim())) errors.endSampleNumber = 'beforeStart';
  if (tooLong(filters.serialNumber, SERIAL_NUMBER_MAX_LENGTH)) errors.serialNumber = 'tooLong';
  return errors;
}

/** The POST /api/sample-search body of one page (dates as the API's YYYYMMDD). */
export function toSampleSearchRequest(filters: SampleFilters, index: number, limit: number): SampleSearchRequest {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    startDate: filters.start.replaceAll('-', ''),
    endDate: filters.end.replaceAll('-', ''),
    teams: [...filters.teams],
    bpNo: filters.bpNo ?? undefined,
    startSampleNumber: text(filters.startSampleNumber),
    endSampleNumber: text(filters.endSampleNumber),
    dealerBranch: text(filters.dealerBranch),
    shopJobNo: text(filters.shopJobNo),
    serialNumber: text(filters.serialNumber),
    index,
    limit,
  };
}
