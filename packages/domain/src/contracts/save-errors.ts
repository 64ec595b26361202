// Kept apart from the zod contracts (contracts/planning.ts re-exports it): a value imported from a module of
// zod schemas brings every schema of that module, and zod, along (their module-level calls are kept as side
// effects), and the planning grid's first load needs these texts but not zod (issue 19).

/** Error texts of a save, per item (spec part 1 §5, §8). */
export const SAVE_ERRORS = {
  overlap: 'There is already work at the selected time',
  endBeforeStart: 'End date must be greater than start date',
  notFound: 'The planned item no longer exists.',
  readOnly: 'This item can no longer be changed in its current status.',
  notAuthorized: 'Sorry, you are not authorized to do this operation',
  itemRequired: 'Choose a work order item or a training/vacation, not both.',
  unknownTechnician: 'Technician not found.',
  /** The original system's text; the grid marks the technician passive when a change refused with it is discarded. */
  inactiveTechnician: 'Teknisyen aktif değildir.',
  unknownItem: 'Work order item not found.',
  unknownTrainingVacation: 'Training/vacation not found.',
  draftNotOpen: 'The draft work order is no longer open (already assigned, cancelled or missing).',
  unknownReference: 'A referenced record (work area) was not found.',
  /** In an area organization assignedBayNo carries the work area (spec part 1 §3): the id of one of its areas, as text. */
  workAreaNotAnId: 'The work area (assignedBayNo) must be the id of a work area of this organization.',
  workAreaMismatch: 'assignedBayNo and workAreaId name different work areas.',
  unexpected: 'An unexpected error occurred.',
  /** The database gave up waiting (lock or statement timeout, a deadlock past its retries, no connection): nothing was saved. */
  busy: 'The planning is busy right now and this change was not saved. Please try again.',
  /** A value the database cannot store got past validation. */
  invalidValue: 'This change has a value that cannot be stored.',
  /** Non Chargeable and Allowed types outside the technician's working hours without a valid force normal shift. */
  outsideWorkingHours: 'The assignment is outside working hours: Non Chargeable and Allowed work needs force normal shift.',
  forceNormalShiftNotValid: 'force normal shift not valid',
  /** Training/vacation outside its allowance; the answer is `notAssignment: <type text>` (see notAssignmentError). */
  notAssignment: 'notAssignment',
  jobTypeRequired: 'Job type is required for this work order item.',
  jobTypeNotAllowed: 'This job type is not offered for this organization and job code.',
  workAreaRequired: 'Work area is required for this organization.',
  /** The stored item differs from the `previous` the update carried: nothing of the change was written (decision 0036). */
  changedMeanwhile: 'Someone else changed this item after you loaded it; reload to see their change.',
  reasonRequired: 'Changing the plan of this work order requires a reason for change and a source of plan change.',
} as const;
