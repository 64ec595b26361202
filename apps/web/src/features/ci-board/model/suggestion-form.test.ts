import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, initialSuggestionValues, isPastDueDate, requiredReviewFields, statusOptionsInWorkflowOrder } from './suggestion-form';

describe('CI suggestion form', () => {
  it('sees a change only when a value differs from what the dialog opened with', () => {
    const initial = initialSuggestionValues(undefined);
    expect(hasUnsavedChanges(initial, { kind: 1, problem: undefined, proposal: undefined })).toBe(false);
    expect(hasUnsavedChanges(initial, { kind: 1, problem: 'The hose reels block bay 3' })).toBe(true);
    // Typed and deleted again, or only blanks: nothing to lose.
    expect(hasUnsavedChanges(initial, { kind: 1, problem: '  ' })).toBe(false);
    expect(hasUnsavedChanges(initial, { kind: 2 })).toBe(true);
  });

  it('compares a review by day and treats an empty note like a missing one', () => {
    const initial = { kind: 1 as const, status: 'APPROVED' as const, dueDate: dayjs('2027-01-15'), committeeNote: '' };
    expect(hasUnsavedChanges(initial, { ...initial, dueDate: dayjs('2027-01-15T10:00'), committeeNote: undefined })).toBe(false);
    expect(hasUnsavedChanges(initial, { ...initial, status: 'REJECTED' })).toBe(true);
    expect(hasUnsavedChanges(initial, { ...initial, dueDate: dayjs('2027-01-16') })).toBe(true);
  });

  it('refuses a due date before today unless it is the stored one', () => {
    const today = dayjs('2026-12-04');
    expect(isPastDueDate(dayjs('2026-12-03'), null, today)).toBe(true);
    expect(isPastDueDate(dayjs('2026-12-04'), null, today)).toBe(false);
    expect(isPastDueDate(dayjs('2026-11-30'), dayjs('2026-11-30'), today)).toBe(false);
    expect(isPastDueDate(dayjs('2026-11-29'), dayjs('2026-11-30'), today)).toBe(true);
    expect(isPastDueDate(null, null, today)).toBe(false);
  });

  it('marks the due date required for approved and live, the note for rejected', () => {
    expect(requiredReviewFields('APPROVED')).toEqual({ dueDate: true, committeeNote: false });
    expect(requiredReviewFields('LIVE')).toEqual({ dueDate: true, committeeNote: false });
    expect(requiredReviewFields('REJECTED')).toEqual({ dueDate: false, committeeNote: true });
    expect(requiredReviewFields('WAITING_APPROVAL')).toEqual({ dueDate: false, committeeNote: false });
  });

  it('lists the statuses in the workflow order, not alphabetically, with the reason of each forbidden move', () => {
    const labels = { WAITING_APPROVAL: 'Onay bekliyor', APPROVED: 'Onaylandı', LIVE: 'Hayata geçti', REJECTED: 'Reddedildi' };
    const options = statusOptionsInWorkflowOrder(labels, 'WAITING_APPROVAL');
    expect(options.map((o) => o.value)).toEqual(['WAITING_APPROVAL', 'APPROVED', 'LIVE', 'REJECTED']);
    expect(options.map((o) => o.refusal)).toEqual([null, null, 'liveNeedsApproval', null]);
    expect(statusOptionsInWorkflowOrder(labels, 'REJECTED').map((o) => o.refusal)).toEqual([null, null, 'liveNeedsApproval', null]);
    expect(statusOptionsInWorkflowOrder(labels, 'LIVE').map((o) => o.refusal)).toEqual(['liveOnlyBackToApproved', null, null, 'liveOnlyBackToApproved']);
  });
});
