import { describe, expect, it } from 'vitest';
import { technicianChanges, technicianGroup } from './technician-changes';
import { pendingEdits, withChecks, type TreeNow } from './tree-edits';

const item = (team: { id: number } | null) => ({ title: 'x', group: technicianGroup(team), member: team?.id === 7 });
const read: TreeNow = new Map([
  ['MEMBER', item({ id: 7 })],
  ['LEAVING', item({ id: 7 })],
  ['NOBODY', item(null)],
  ['ELSEWHERE', item({ id: 9 })],
  ['STAYS_OUT', item({ id: 9 })],
]);

describe('technicianChanges', () => {
  it('sends the team each technician was shown in, so a colleague\'s move meanwhile is refused rather than undone', () => {
    const edits = withChecks(read, new Map(), read.keys(), new Set(['MEMBER', 'NOBODY', 'ELSEWHERE']));
    expect(technicianChanges(7, pendingEdits(read, edits))).toEqual([
      { bpNo: 'LEAVING', teamId: null, fromTeamId: 7 },
      { bpNo: 'NOBODY', teamId: 7, fromTeamId: null },
      { bpNo: 'ELSEWHERE', teamId: 7, fromTeamId: 9 },
    ]);
  });

  it('asks for nothing when the checks are the members', () => {
    expect(technicianChanges(7, pendingEdits(read, withChecks(read, new Map(), read.keys(), new Set(['MEMBER', 'LEAVING']))))).toEqual([]);
  });

  it('keeps the team a technician was checked from when the list is read again before the save', () => {
    // ELSEWHERE checked while in team 9; a colleague moves them to 12 and the list is read again (a stale list refreshed).
    const edits = withChecks(read, new Map(), ['ELSEWHERE'], new Set(['ELSEWHERE']));
    const reread: TreeNow = new Map([...read, ['ELSEWHERE', item({ id: 12 })], ['STAYS_OUT', item({ id: 7 })]]);
    // STAYS_OUT, moved into the team by the colleague, is not sent out again: only the edit is.
    expect(technicianChanges(7, pendingEdits(reread, edits))).toEqual([{ bpNo: 'ELSEWHERE', teamId: 7, fromTeamId: 9 }]);
  });
});
