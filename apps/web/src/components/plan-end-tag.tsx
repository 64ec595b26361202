import { Tag } from 'antd';
import { planEndTagColor, ymdFromEpoch, type PlanEndTagColor } from '@fsp/domain';

/** antd preset colours for the spec's red / yellow / grey (gold reads better than yellow on white). */
const PLAN_END_TAG: Record<PlanEndTagColor, string> = { red: 'red', yellow: 'gold', grey: 'default' };

/**
 * A plan end as the spec's coloured tag (part 1 §9: red at most 3 days away, yellow under 7 days, grey later),
 * in the Work orders tab and wherever else an order's plan end or due date is shown.
 */
export function PlanEndTag({ planTo, now, tzOffsetMinutes, testId }: { planTo: number; now: number; tzOffsetMinutes: number; testId?: string }) {
  const color = planEndTagColor(planTo, now, tzOffsetMinutes);
  // Never greyed out by a disabled (read-only) form around it: the colour is the information.
  return (
    <Tag color={PLAN_END_TAG[color]} disabled={false} data-color={color} data-testid={testId}>
      {ymdFromEpoch(planTo, tzOffsetMinutes)}
    </Tag>
  );
}
