import { describe, expect, it } from 'vitest';
import { technicianChanges } from './technician-changes';

const shown = [
  { bpNo: 'MEMBER', team: { id: 7 } },
  { bpNo: 'LEAVING', team: { id: 7 } },
  { bpNo: 'NOBODY', team: null },
  { bpNo: 'ELSEWHERE', team: { id: 9 } },
  { bpNo: 'STAYS_OUT', team: { id: 9 } },
];

describe('technicianChanges', () => {
  it('sends the team each technician was shown in, so a colleague\'s move meanwhile is refused rather than undone', () => {
    expect(technicianChanges(7, shown, new Set(['MEMBER', 'NOBODY', 'ELSEWHERE']))).toEqual([
      { bpNo: 'LEAVING', teamId: null, fromTeamId: 7 },
      { bpNo: 'NOBODY', teamId: 7, fromTeamId: null },
      { bpNo: 'ELSEWHERE', teamId: 7, fromTeamId: 9 },
    ]);
  });

  it('asks for nothing when the checks are the members', () => {
    expect(technicianChanges(7, shown, new Set(['MEMBER', 'LEAVING']))).toEqual([]);
  });
});
