// Kept apart from the zod contracts (contracts/survey-sending.ts re-exports it), so the planning grid's rows can
// name it without bringing zod into the grid's first load (issue 19; see contracts/save-errors.ts).

/** Spec issue 16: a technician's survey average over this many days, shown where dispatchers choose a technician. */
export const SURVEY_SCORE_DAYS = 90;
