import type { CiEditRights } from '@fsp/domain';
import { sameValue, type SuggestionFormValues } from './suggestion-form';

export type SuggestionField = keyof SuggestionFormValues;

/** The form's fields in the order the dialog shows them, so that a list of them reads top to bottom. */
export const SUGGESTION_FIELDS: readonly SuggestionField[] = [
  'kind',
  'wasteType',
  'isgType',
  'orgunit',
  'department',
  'problem',
  'proposal',
  'userNote',
  'status',
  'dueDate',
  'gradingType',
  'committeeNote',
  'bestPractice',
  'isGraded',
];

/** The author's part (ciEditRights' `content`); the rest is the committee's review. */
const CONTENT_FIELDS: ReadonlySet<SuggestionField> = new Set(['kind', 'wasteType', 'isgType', 'orgunit', 'department', 'problem', 'proposal', 'userNote']);

export interface KeptEdits {
  /** What the form shows now: the saved version with the member's own changes on top. */
  values: SuggestionFormValues;
  /** The member's changes that differ from what is saved now. */
  kept: SuggestionField[];
  /** Those of them the colleague changed too: the member's value is kept over theirs. */
  changedByBoth: SuggestionField[];
  /**
   * The member's changes the version saved now no longer lets them make (the committee reviewed the suggestion while
   * its author edited it): not put into the form, whose fields are read-only now, but handed back as typed.
   */
  refused: { field: SuggestionField; value: unknown }[];
}

/**
 * After a save refused because a colleague saved the suggestion since (412): the member's changes (what differs
 * from the version they opened) are put on top of the version saved now, so that nothing they typed is lost and
 * the next save is made on the new version. A change the new version no longer allows (`rights` are those on it) is
 * not shown as if it were saved: it is returned in `refused`.
 */
export function keepOwnEdits(opened: SuggestionFormValues, mine: Partial<SuggestionFormValues>, saved: SuggestionFormValues, rights: CiEditRights): KeptEdits {
  const values: SuggestionFormValues = { ...saved };
  const kept: SuggestionField[] = [];
  const changedByBoth: SuggestionField[] = [];
  const refused: KeptEdits['refused'] = [];
  for (const field of SUGGESTION_FIELDS) {
    if (!(field in mine) || sameValue(mine[field], opened[field]) || sameValue(mine[field], saved[field])) continue;
    if (!(CONTENT_FIELDS.has(field) ? rights.content : rights.review)) {
      refused.push({ field, value: mine[field] });
      continue;
    }
    Object.assign(values, { [field]: mine[field] });
    kept.push(field);
    if (!sameValue(saved[field], opened[field])) changedByBoth.push(field);
  }
  return { values, kept, changedByBoth, refused };
}
