import { useCallback, useRef, useState } from 'react';
import { ReasonDialog, type PlanChangeReason } from '../../assignment-drawer';

/**
 * The reason-for-change dialog of a dragged or resized ZBP/ZBO item (spec part 1 §4): `ask` opens it and
 * resolves with the reason, or null when the user cancels. Each question starts with an empty form.
 */
export function useMoveReason() {
  const [question, setQuestion] = useState<number | null>(null);
  const resolveRef = useRef<((reason: PlanChangeReason | null) => void) | null>(null);
  const sequence = useRef(0);

  const ask = useCallback(
    () =>
      new Promise<PlanChangeReason | null>((resolve) => {
        resolveRef.current?.(null);
        resolveRef.current = resolve;
        sequence.current += 1;
        setQuestion(sequence.current);
      }),
    [],
  );

  const answer = (reason: PlanChangeReason | null) => {
    resolveRef.current?.(reason);
    resolveRef.current = null;
    setQuestion(null);
  };

  const dialog = <ReasonDialog key={question ?? 0} open={question !== null} onOk={answer} onCancel={() => answer(null)} />;
  return { ask, dialog };
}
