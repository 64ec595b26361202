import { createWordMatcher, type TrainingVacation } from '@fsp/domain';
import { HTML_LANG, normalizeLanguage } from '../../../i18n/language';

/** The Training/Vacation tab's list logic (spec part 1 §2), pure for unit tests. */

type SearchableItem = Pick<TrainingVacation, 'name' | 'description' | 'laborType' | 'laborTypeText'>;

/**
 * The shared word matcher over name, description and labor type (text and code). The server's
 * searchValue is not used: it is lower-cased with Turkish rules, which the shared matcher's
 * folding already covers, and matching the fields keeps the rule in one place.
 */
export function filterTrainingVacations<T extends SearchableItem>(items: readonly T[], query: string): T[] {
  const matches = createWordMatcher(query);
  return items.filter((item) => matches([item.name, item.description, item.laborTypeText, item.laborType]));
}

/**
 * By name with the reader's language's collation (then by id, so equal names keep one order): the server's
 * database order put Turkish 'İlk…' and 'İş…' after 'Yıllık'.
 */
export function sortTrainingVacations<T extends Pick<TrainingVacation, 'id' | 'name'>>(items: readonly T[], language: string): T[] {
  const collator = new Intl.Collator(HTML_LANG[normalizeLanguage(language) ?? 'en']);
  return [...items].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/** How the allowance window reads: open on both sides, from a date, until a date, or between two. */
export type AllowanceWindow =
  | { kind: 'always' }
  | { kind: 'from'; from: string }
  | { kind: 'until'; to: string }
  | { kind: 'between'; from: string; to: string };

/** allowedFrom/allowedTo are calendar dates ('YYYY-MM-DD'); an ISO date-time counts by its date part. */
export function allowanceWindow(item: Pick<TrainingVacation, 'allowedFrom' | 'allowedTo'>): AllowanceWindow {
  const day = (text: string | null) => (text && text.trim() ? text.trim().slice(0, 10) : null);
  const from = day(item.allowedFrom);
  const to = day(item.allowedTo);
  if (from && to) return { kind: 'between', from, to };
  if (from) return { kind: 'from', from };
  if (to) return { kind: 'until', to };
  return { kind: 'always' };
}
