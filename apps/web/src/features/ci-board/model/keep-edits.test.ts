import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { keepOwnEdits } from './keep-edits';
import { hasUnsavedChanges, type SuggestionFormValues } from './suggestion-form';

const opened: SuggestionFormValues = {
  kind: 1,
  wasteType: 'TRANSPORT',
  orgunit: 'TR01',
  department: 'SERVICE',
  problem: 'Hose reels block bay 3',
  proposal: 'Hang them on the wall',
  userNote: '',
  status: 'WAITING_APPROVAL',
  dueDate: null,
  committeeNote: '',
  gradingType: null,
  bestPractice: false,
  isGraded: false,
};

const COMMITTEE = { content: false, review: true };

describe('CI suggestion: a save refused because a colleague saved meanwhile', () => {
  it("shows the colleague's version with the member's own changes on top, naming them", () => {
    const colleague = { ...opened, status: 'APPROVED' as const, dueDate: dayjs('2027-03-01'), userNote: 'Bay 4 too' };
    const mine = { ...opened, status: 'REJECTED' as const, committeeNote: 'Not for our workshop.' };
    const { values, kept, changedByBoth } = keepOwnEdits(opened, mine, colleague, COMMITTEE);
    expect(values).toMatchObject({ status: 'REJECTED', committeeNote: 'Not for our workshop.', userNote: 'Bay 4 too' });
    expect(values.dueDate?.format('YYYYMMDD')).toBe('20270301');
    expect(kept).toEqual(['status', 'committeeNote']);
    expect(changedByBoth).toEqual(['status']);
    // Still unsaved against the new version: Cancel asks before dropping it.
    expect(hasUnsavedChanges(colleague, values)).toBe(true);
  });

  it('keeps nothing that was not changed, or that the colleague saved the same', () => {
    const colleague = { ...opened, status: 'APPROVED' as const, committeeNote: 'Go ahead' };
    // Blanks and the same day at another hour are no change.
    const untouched = { ...opened, userNote: '  ', dueDate: null };
    expect(keepOwnEdits(opened, untouched, colleague, COMMITTEE)).toEqual({ values: colleague, kept: [], changedByBoth: [], refused: [] });
    const same = keepOwnEdits(opened, { ...opened, committeeNote: 'Go ahead' }, colleague, COMMITTEE);
    expect(same.kept).toEqual([]);
    expect(same.values).toEqual(colleague);
  });

  it('keeps a value the member cleared and ignores fields the form does not show', () => {
    const withNote = { ...opened, committeeNote: 'Check with the site' };
    const colleague = { ...withNote, status: 'APPROVED' as const };
    // The waste type is not among the form's fields here (as when the other kind is chosen).
    const { wasteType, ...mine } = { ...withNote, committeeNote: '' };
    const result = keepOwnEdits(withNote, mine, colleague, COMMITTEE);
    expect(result.values.committeeNote).toBe('');
    expect(result.values).toMatchObject({ status: 'APPROVED', wasteType });
    expect(result.kept).toEqual(['committeeNote']);
    expect(result.changedByBoth).toEqual([]);
  });

  it("does not show an author's changes as saved once the committee has reviewed the suggestion: they come back as typed", () => {
    const approved = { ...opened, status: 'APPROVED' as const, dueDate: dayjs('2027-03-01') };
    const mine = { ...opened, problem: 'Hose reels block bays 3 and 4', department: 'WORKSHOP' };
    // The author may no longer change anything of an approved suggestion.
    const result = keepOwnEdits(opened, mine, approved, { content: false, review: false });
    expect(result.values).toEqual(approved);
    expect(result.kept).toEqual([]);
    expect(result.refused).toEqual([
      { field: 'department', value: 'WORKSHOP' },
      { field: 'problem', value: 'Hose reels block bays 3 and 4' },
    ]);
    // While it still waits, the same changes are kept in the form.
    const waiting = keepOwnEdits(opened, mine, { ...opened, userNote: 'Bay 4 too' }, { content: true, review: false });
    expect(waiting.kept).toEqual(['department', 'problem']);
    expect(waiting.refused).toEqual([]);
  });
});
