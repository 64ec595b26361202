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

export interface KeptEdits {
  /** What the form shows now: the saved version with the member's own changes on top. */
  values: SuggestionFormValues;
  /** The member's changes that differ from what is saved now. */
  kept: SuggestionField[];
  /** Those of them the colleague changed too: the member's value is kept over theirs. */
  changedByBoth: SuggestionField[];
}

/**
 * After a save refused because a colleague saved the suggestion since (412): the member's changes (what differs
 * from the version they opened) are put on top of the version saved now, so that nothing they typed is lost and
 * the next save is made on the new version.
 */
export function keepOwnEdits(opened: SuggestionFormValues, mine: Partial<SuggestionFormValues>, saved: SuggestionFormValues): KeptEdits {
  const values: SuggestionFormValues = { ...saved };
  const kept: SuggestionField[] = [];
  const changedByBoth: SuggestionField[] = [];
  for (const field of SUGGESTION_FIELDS) {
    if (!(field in mine) || sameValue(mine[field], opened[field]) || sameValue(mine[field], saved[field])) continue;
    Object.assign(values, { [field]: mine[field] });
    kept.push(field);
    if (!sameValue(saved[field], opened[field])) changedByBoth.push(field);
  }
  return { values, kept, changedByBoth };
}
