import { describe, expect, it } from 'vitest';
import { SAVE_ERRORS } from '@fsp/domain';
import { planSaveAnswer, readSaveAnswer } from './save-answer';

describe('what the board does with a save answer', () => {
  it("drops saved changes and those a colleague's change overtook, and keeps the other refusals", () => {
    const plan = planSaveAnswer({
      okKeys: ['s-1'],
      failures: [
        { key: 's-2', message: SAVE_ERRORS.changedMeanwhile },
        { key: 's-3', message: SAVE_ERRORS.overlap },
      ],
    });
    expect(plan).toEqual({ dropKeys: ['s-1', 's-2'], refused: [{ key: 's-3', message: SAVE_ERRORS.overlap }], conflictCount: 1 });
  });

  it('keeps every refusal when no change was overtaken', () => {
    const failures = [{ key: 'n-1', message: SAVE_ERRORS.busy }];
    expect(planSaveAnswer({ okKeys: [], failures })).toEqual({ dropKeys: [], refused: failures, conflictCount: 0 });
  });

  it('reads the answer of the save call into the outcome and the plan', () => {
    const answer = readSaveAnswer({ 's-1': 'OK', 's-2': SAVE_ERRORS.changedMeanwhile }, []);
    expect(answer).toMatchObject({ outcome: { kind: 'warning', failedCount: 1 }, dropKeys: ['s-1', 's-2'], refused: [], conflictCount: 1 });
  });
});
