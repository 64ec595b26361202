// The assignment drawer (spec part 1 §2, §4, §5): the order drawer with the assignment form and the wizard,
// opened by the planning grid and by the draft work orders.
export { ScheduleDrawer } from './lazy-schedule-drawer';
export type { ScheduleDrawerProps } from './schedule-drawer';
export { ReasonDialog } from './lazy-reason-dialog';
export type { PlanChangeReason } from './components/reason-dialog';
export {
  newAssignmentFromDraft,
  type AssignmentContext,
  type AssignmentTarget,
  type DraftPrefill,
  type NewAssignmentFromDraft,
  type SaveAtOnce,
  type SaveAtOnceOutcome,
} from './model/assignment-target';
