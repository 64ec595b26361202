/**
 * Lengths here count Unicode code points, not UTF-16 units: a cut never splits an emoji
 * in half, and the count matches what the database's character columns count.
 */

export const ELLIPSIS = '...';

/** Table text cells: over 50 characters are cut to at most 47 plus '...' (spec §9). */
export const TEXT_CELL_MAX_LENGTH = 50;
/** Draft work-order customer: over 25 characters are cut to at most 22 plus '...'. */
export const DRAFT_CUSTOMER_MAX_LENGTH = 25;

/** Free-text inputs (notes, team, calendar and plate names). */
export const FREE_TEXT_MAX_LENGTH = 255;
/** CI problem, proposal and notes. */
export const CI_TEXT_MAX_LENGTH = 1000;
export const SERIAL_NUMBER_MAX_LENGTH = 30;
export const SAMPLE_NUMBER_MAX_LENGTH = 16;
/** The activity filter's work order id (the work-order number search allows 12, see work-orders). */
export const WORK_ORDER_ID_MAX_LENGTH = 10;

export function characterCount(text: string | null | undefined): number {
  return Array.from(text ?? '').length;
}

/** What a cut text may not end in before its ellipsis: spaces, separators, dots and an opening bracket. */
const DANGLING_END = /[\s·.,;:\-–—/(]+$/u;

/**
 * Cuts text longer than maxLength to its first maxLength - 3 characters, drops what would dangle before the
 * ellipsis (a space, a separator or dots: 'A.Ş. · ...' → 'A.Ş...', 'Ltd.....' → 'Ltd...') and adds '...', so the
 * result has at most maxLength characters.
 * Text at or under the limit is returned unchanged; null becomes ''.
 */
export function truncateWithEllipsis(text: string | null | undefined, maxLength: number): string {
  const characters = Array.from(text ?? '');
  if (characters.length <= maxLength) return characters.join('');
  const kept = characters.slice(0, Math.max(0, maxLength - ELLIPSIS.length)).join('');
  return kept.replace(DANGLING_END, '') + ELLIPSIS;
}

/** True when the text has at most maxLength characters; empty and missing text pass. */
export function isWithinLength(text: string | null | undefined, maxLength: number): boolean {
  return characterCount(text) <= maxLength;
}

/** The 255-character free-text rule ('This field can be a maximum of 255 characters.'). */
export function isWithinFreeTextLimit(text: string | null | undefined): boolean {
  return isWithinLength(text, FREE_TEXT_MAX_LENGTH);
}
