import {
  checkForceNormalShift,
  checkWorkingHours,
  classifyJobType,
  forceNormalShiftValid,
  resolveWorkingHours,
  type GridItem,
  type GridTechnician,
  type RuleConfig,
  type TimeRange,
} from '@fsp/domain';

/**
 * Whether a block dragged or resized to `range` (on `technician`, maybe another row) breaks the rules the
 * server checks on save (spec part 1 §5): force normal shift must be allowed by the technician's
 * organization, and Non Chargeable / Allowed work stays within working hours unless force normal shift
 * applies. The same shared rules as save-schedules; null when the move may go on.
 */
export function moveRefusal(
  item: Pick<GridItem, 'workOrderItem' | 'forceNormalShift'>,
  technician: Pick<GridTechnician, 'organization' | 'team'>,
  range: TimeRange,
  config: RuleConfig,
  tzOffsetMinutes: number,
): 'forceNormalShiftNotValid' | 'outsideWorkingHours' | null {
  const orgs = [technician.organization];
  const notValid = checkForceNormalShift(item.forceNormalShift, orgs);
  if (notValid) return notValid;
  if (!item.workOrderItem) return null;
  return checkWorkingHours({
    start: range.start,
    end: range.end,
    hours: resolveWorkingHours(technician),
    tzOffsetMinutes,
    jobTypeClass: classifyJobType(item.workOrderItem.workOrder.simType, config),
    forceNormalShift: item.forceNormalShift,
    forceNormalShiftAllowed: forceNormalShiftValid(orgs),
  });
}
