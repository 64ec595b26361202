import { normalizeForSearch } from './text-search';

/**
 * Assigning a draft work order (spec part 1 §5): the technician raised the draft in the field with a
 * serial number; the dispatcher plans it on a work order of the CRM.
 */

function normalizeSerial(serial: string | null | undefined): string {
  return normalizeForSearch((serial ?? '').replace(/\s+/g, ''));
}

/**
 * True when the draft's serial number and the chosen work order's differ (the confirmation dialog then
 * warns). Compared without spaces and case (Turkish rules); a draft without a serial number never differs.
 */
export function draftSerialDiffers(draftSerial: string | null | undefined, orderSerial: string | null | undefined): boolean {
  const draft = normalizeSerial(draftSerial);
  return draft.length > 0 && draft !== normalizeSerial(orderSerial);
}

/**
 * A serial number typed into the form must match one of the work order's serial numbers (the order's
 * own and any other known for it). An empty field is not checked.
 */
export function serialNumberMatches(typed: string | null | undefined, orderSerials: readonly (string | null | undefined)[]): boolean {
  const wanted = normalizeSerial(typed);
  return wanted.length === 0 || orderSerials.some((serial) => normalizeSerial(serial) === wanted && wanted.length > 0);
}
