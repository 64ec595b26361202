import type { Language } from '../roles';

/** A value a search box may look at; null and undefined are skipped. */
export type SearchField = string | number | null | undefined;

/**
 * Folds text for client-side search boxes (technicians, plates, parts, calendars).
 *
 * Dispatchers type on Turkish and non-Turkish keyboards alike, so all four
 * I-letters (I, ı, İ, i) fold to plain 'i': 'istanbul', 'ISTANBUL' and
 * 'İSTANBUL' all find 'İstanbul'. Russian writing leaves the dots of ё out at will, so ё is е ('елка' finds
 * 'Ёлка'). Other letters keep their accents (ş ≠ s).
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      // NFC first so a decomposed 'I' + U+0307 becomes 'İ' and a decomposed 'ş' matches a typed one.
      .normalize('NFC')
      // Plain toLowerCase turns 'İ' into 'i' + U+0307, which would never match a typed 'i'.
      .replace(/[İI]/g, 'i')
      .toLocaleLowerCase('en')
      .replace(/i\u0307/g, 'i')
      .replace(/ı/g, 'i')
      .replace(/ё/g, 'е')
  );
}

/** The words of a query, folded; whitespace of any kind separates words. */
export function searchWords(query: string): string[] {
  return normalizeForSearch(query)
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/**
 * Builds a predicate for one query so a list filter folds the query once, not once per row.
 * Every word must occur somewhere in the fields; an empty query matches everything.
 */
export function createWordMatcher(query: string): (fields: readonly SearchField[]) => boolean {
  const words = searchWords(query);
  return (fields) => {
    if (words.length === 0) return true;
    // Joined with a line break so a word never matches across two fields.
    const haystack = fields
      .filter((field): field is string | number => field !== null && field !== undefined)
      .map((field) => normalizeForSearch(String(field)))
      .join('\n');
    return words.every((word) => haystack.includes(word));
  };
}

/** Case-insensitive "contains" on the whole query (part search, calendar name filter). */
export function containsIgnoringCase(text: SearchField, query: string): boolean {
  const needle = normalizeForSearch(query).trim();
  if (needle.length === 0) return true;
  if (text === null || text === undefined) return false;
  return normalizeForSearch(String(text)).includes(needle);
}

/** Upper-cases with Turkish rules: 'i' -> 'İ', 'ı' -> 'I'. */
export function toTurkishUpperCase(text: string): string {
  return text.replace(/i/g, 'İ').replace(/ı/g, 'I').toUpperCase();
}

/**
 * Whether two names a user gives (a team's, a calendar's) are the same name: trimmed, Turkish upper case, and Ё read
 * as Е, since Russian writing leaves the dots out at will ('Ёлка' and 'елка' are one word).
 */
export function sameNameIgnoringCase(a: string, b: string): boolean {
  const key = (name: string) => toTurkishUpperCase(name.normalize('NFC').trim()).replace(/Ё/g, 'Е');
  return key(a) === key(b);
}

/** Languages whose alphabet has the dotted and dotless I pair. */
const DOTTED_I_LANGUAGES: readonly Language[] = ['tr', 'az'];

/**
 * The text sent to the customer lookup (GET api/customers/{text}): trimmed and upper-cased.
 * Turkish rules apply for the user's language tr (and az, whose alphabet has the same I pair).
 */
export function upperCaseForCustomerLookup(text: string, lang: Language): string {
  const trimmed = text.trim();
  return DOTTED_I_LANGUAGES.includes(lang) ? toTurkishUpperCase(trimmed) : trimmed.toUpperCase();
}

/** The customer lookup fires only for more than 2 characters. */
export const CUSTOMER_LOOKUP_MIN_LENGTH = 3;
/** Technician search (activity, sample filters) starts at 3 characters. */
export const TECHNICIAN_SEARCH_MIN_LENGTH = 3;

/** True when the trimmed text has at least minLength characters. */
export function meetsMinimumSearchLength(text: string | null | undefined, minLength: number): boolean {
  return Array.from((text ?? '').trim()).length >= minLength;
}

/** The customer lookup's text has at most 100 characters (GET /api/customers/{text}). */
export const CUSTOMER_LOOKUP_MAX_LENGTH = 100;

/** Why a customer lookup's text is not looked up yet, counted in characters after trimming; null when it is. */
export function customerLookupProblem(text: string | null | undefined): 'tooShort' | 'tooLong' | null {
  const length = Array.from((text ?? '').trim()).length;
  if (length < CUSTOMER_LOOKUP_MIN_LENGTH) return 'tooShort';
  return length > CUSTOMER_LOOKUP_MAX_LENGTH ? 'tooLong' : null;
}

/** Between the lookup's least and most characters, trimmed: a longer text is not looked up (the server refuses it). */
export function isCustomerLookupReady(text: string | null | undefined): boolean {
  return customerLookupProblem(text) === null;
}

const NAME_COLLATOR = /* @__PURE__ */ new Intl.Collator('tr');

/**
 * Names (people, teams, organizations) are data, Turkish, Azerbaijani or Russian whatever the reader's language:
 * compared in Turkish alphabetical order (Ç after C, İ after I, Ö after O) for every reader, as the server sorts
 * them (turkishSortKey), never in code-point order, which put 'Ömer' and 'İsmail' after 'Yasin'.
 */
export const compareNames = (a: string, b: string): number => NAME_COLLATOR.compare(a, b);
