import type { GridItem, GridTechnician, NewPendingItem, TrainingVacation, WorkOrder } from '@fsp/domain';

/**
 * What a draft work order brings to a new assignment (spec part 1 §2 "Draft work orders": create
 * assignment). The order is preselected by orderNumber once the organization's work orders are loaded,
 * the technician by technicianId (a bpNo of the context's technicians); the saved item carries draftId,
 * so the draft becomes ASSIGNED on save.
 */
export interface DraftPrefill {
  draftId: number;
  technicianId: string | null;
  serialNumber: string | null;
  description: string | null;
  orderNumber: string | null;
}

/**
 * What the drawer is opened for: a new assignment (from a technician row's add button, a work order's or
 * training/vacation item's add button, a list row dropped on a technician's timeline, or a draft) or a
 * planned item ('view': the form prefilled, with Update and Delete). `at` is the drop's time range: the
 * form starts with it and proposes no other slot.
 */
export type AssignmentTarget =
  | {
      mode: 'new';
      technician: GridTechnician | null;
      workOrder: WorkOrder | null;
      trainingVacation?: TrainingVacation | null;
      draft?: DraftPrefill | null;
      at?: { start: number; end: number } | null;
    }
  | { mode: 'view'; item: GridItem; technician: GridTechnician | null };

/** The drawer target for "create assignment" on a draft work order (see apps/web/README.md). */
export type NewAssignmentFromDraft = Extract<AssignmentTarget, { mode: 'new' }> & { draft: DraftPrefill };

/** Builds the drawer target for a draft; technician and work order may be given when the caller has them. */
export function newAssignmentFromDraft(draft: DraftPrefill, technician: GridTechnician | null = null, workOrder: WorkOrder | null = null): NewAssignmentFromDraft {
  return { mode: 'new', technician, workOrder, trainingVacation: null, draft };
}

/** The grid around the drawer: the technicians on screen and the filter the Work orders / Training tabs use. */
export interface AssignmentContext {
  technicians: readonly GridTechnician[];
  organizations: readonly string[];
  countryCodes: readonly string[];
  /** The selected day, YYYY-MM-DD. */
  date: string;
}

/** What a save at once answered for the item: saved, or the text to show (with the server's reason). */
export type SaveAtOnceOutcome = { saved: true } | { saved: false; reason: string };

/**
 * Saves a draft's new assignment at once instead of adding it to pending changes: the form shows progress
 * until it answers, then closes, or stays open with the server's text. Never rejects.
 */
export type SaveAtOnce = (item: NewPendingItem) => Promise<SaveAtOnceOutcome>;
