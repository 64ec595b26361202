import { describe, expect, it } from 'vitest';
import { keepTreeEdits, pendingEdits, treeChecks, withChecks, type TreeItemNow, type TreeNow } from './tree-edits';

/** A technician tree of team 7: the group is the team (none = unassigned). */
const tech = (title: string, group: string): TreeItemNow => ({ title, group, member: group === '7' });
const opened: TreeNow = new Map([
  ['ALI', tech('Ali', '7')],
  ['AYSE', tech('Ayşe', '7')],
  ['CAN', tech('Can', 'none')],
  ['DENIZ', tech('Deniz', '9')],
  ['EMRE', tech('Emre', '9')],
]);

describe('people tree edits', () => {
  it('shows the members with the edits on top, and a check put back is no edit', () => {
    let edits = withChecks(opened, new Map(), opened.keys(), new Set(['ALI', 'CAN', 'DENIZ']));
    expect([...edits.keys()]).toEqual(['AYSE', 'CAN', 'DENIZ']);
    expect(treeChecks(opened, edits)).toEqual(new Set(['ALI', 'CAN', 'DENIZ']));
    edits = withChecks(opened, edits, ['AYSE'], new Set(['AYSE']));
    expect([...edits.keys()]).toEqual(['CAN', 'DENIZ']);
  });

  it('keeps the edits of people a search hides', () => {
    const edits = withChecks(opened, new Map(), opened.keys(), new Set(['ALI', 'AYSE', 'CAN']));
    // Only Deniz shown by the search, and checked.
    expect([...withChecks(opened, edits, ['DENIZ'], new Set(['DENIZ'])).keys()]).toEqual(['CAN', 'DENIZ']);
  });

  it('shows a colleague\'s change read meanwhile where the person edited nothing', () => {
    const edits = withChecks(opened, new Map(), ['CAN'], new Set(['CAN']));
    const reread: TreeNow = new Map([...opened, ['EMRE', tech('Emre', '7')], ['ALI', tech('Ali', '9')]]);
    expect(treeChecks(reread, edits)).toEqual(new Set(['AYSE', 'CAN', 'EMRE']));
    expect(pendingEdits(reread, edits).map(([id]) => id)).toEqual(['CAN']);
  });

  it('after a refusal keeps the edits a colleague\'s changes left meaningful and drops the others with the reason', () => {
    // Ayşe out, Can and Deniz in, Emre in; Ali untouched.
    const edits = withChecks(opened, new Map(), opened.keys(), new Set(['ALI', 'CAN', 'DENIZ', 'EMRE']));
    const now: TreeNow = new Map([
      ['ALI', tech('Ali', 'none')], // moved by the colleague, not edited: nothing to say
      ['AYSE', tech('Ayşe', '7')],
      ['CAN', tech('Can', '7')], // the colleague made the same move
      ['DENIZ', tech('Deniz', '12')], // the colleague moved Deniz elsewhere
    ]); // Emre is no longer listed
    const result = keepTreeEdits(now, edits);
    expect(result.kept).toEqual([{ id: 'AYSE', title: 'Ayşe', checked: false }]);
    expect(result.dropped).toEqual([
      { id: 'CAN', title: 'Can', checked: true, reason: 'done', group: '7' },
      { id: 'DENIZ', title: 'Deniz', checked: true, reason: 'changed', group: '12' },
      { id: 'EMRE', title: 'Emre', checked: true, reason: 'gone' },
    ]);
    expect([...result.edits.keys()]).toEqual(['AYSE']);
    // The tree shows the current teams with Ayşe's move on top, and Save sends it again.
    expect(treeChecks(now, result.edits)).toEqual(new Set(['CAN']));
    expect(pendingEdits(now, result.edits)).toEqual([['AYSE', { checked: false, group: '7', title: 'Ayşe' }]]);
  });

  it('drops a dispatcher edit a colleague made too (one group, membership only)', () => {
    const dispatchers: TreeNow = new Map([
      ['1', { title: 'A', group: 'all', member: false }],
      ['2', { title: 'B', group: 'all', member: true }],
    ]);
    const edits = withChecks(dispatchers, new Map(), dispatchers.keys(), new Set(['1']));
    const now: TreeNow = new Map([
      ['1', { title: 'A', group: 'all', member: true }],
      ['2', { title: 'B', group: 'all', member: true }],
    ]);
    const result = keepTreeEdits(now, edits);
    expect(result.kept).toEqual([{ id: '2', title: 'B', checked: false }]);
    expect(result.dropped).toEqual([{ id: '1', title: 'A', checked: true, reason: 'done', group: 'all' }]);
  });
});
