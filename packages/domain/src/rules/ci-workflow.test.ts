import { describe, expect, it } from 'vitest';
import { CI_STATUSES } from '../codes';
import { ciEditRights, ciNextStatuses, ciReviewViolations, type CiReview } from './ci-workflow';

const review = (over: Partial<CiReview>): CiReview => ({ status: 'WAITING_APPROVAL', gradingType: null, dueDate: null, committeeNote: null, bestPractice: null, isGraded: false, ...over });

describe('CI workflow', () => {
  it('never lets a waiting suggestion go straight to LIVE', () => {
    expect(ciNextStatuses('WAITING_APPROVAL')).not.toContain('LIVE');
    expect(ciReviewViolations('WAITING_APPROVAL', review({ status: 'LIVE', dueDate: '20260301', gradingType: 'A' }))).toEqual(['transition']);
  });

  it('lets every status stay as it is and approved go live', () => {
    for (const s of CI_STATUSES) expect(ciNextStatuses(s)).toContain(s);
    expect(ciReviewViolations('APPROVED', review({ status: 'LIVE', dueDate: '20260301', gradingType: 'B', isGraded: true, bestPractice: true }))).toEqual([]);
  });

  it('needs a committee note to reject and a due date to approve or go live', () => {
    expect(ciReviewViolations('WAITING_APPROVAL', review({ status: 'REJECTED', committeeNote: '  ' }))).toEqual(['committeeNoteRequired']);
    expect(ciReviewViolations('WAITING_APPROVAL', review({ status: 'APPROVED' }))).toEqual(['dueDateRequired']);
    expect(ciReviewViolations('APPROVED', review({ status: 'LIVE' }))).toEqual(['dueDateRequired']);
    expect(ciReviewViolations('WAITING_APPROVAL', review({ status: 'REJECTED', committeeNote: 'Not feasible' }))).toEqual([]);
  });

  it('allows grading, best practice and graded only when LIVE', () => {
    expect(ciReviewViolations('WAITING_APPROVAL', review({ status: 'APPROVED', dueDate: '20260301', gradingType: 'A', bestPractice: false, isGraded: true }))).toEqual([
      'gradingOnlyWhenLive',
      'bestPracticeOnlyWhenLive',
      'gradedOnlyWhenLive',
    ]);
    expect(ciReviewViolations('APPROVED', review({ status: 'LIVE', dueDate: '20260301', isGraded: true }))).toEqual(['gradingRequiredWhenGraded']);
  });

  it('refuses a LIVE suggestion going back to waiting or rejected', () => {
    expect(ciReviewViolations('LIVE', review({ status: 'WAITING_APPROVAL' }))).toEqual(['transition']);
    expect(ciReviewViolations('LIVE', review({ status: 'REJECTED', committeeNote: 'x' }))).toEqual(['transition']);
  });

  it('gives the author the content only while waiting, and the review only to the committee', () => {
    const author = { id: 7, roles: ['CI_BOARD_USER'] };
    const committee = { id: 8, roles: ['CI_COMMITTEE'] };
    expect(ciEditRights(author, null)).toEqual({ content: true, review: false });
    expect(ciEditRights(author, { createdByUserId: 7, status: 'WAITING_APPROVAL' })).toEqual({ content: true, review: false });
    expect(ciEditRights(author, { createdByUserId: 7, status: 'APPROVED' })).toEqual({ content: false, review: false });
    expect(ciEditRights(author, { createdByUserId: 9, status: 'WAITING_APPROVAL' })).toEqual({ content: false, review: false });
    expect(ciEditRights(committee, { createdByUserId: 9, status: 'WAITING_APPROVAL' })).toEqual({ content: false, review: true });
    const observingCommittee = { id: 7, roles: ['OBSERVER', 'CI_COMMITTEE'] };
    expect(ciEditRights(observingCommittee, null)).toEqual({ content: false, review: false });
    expect(ciEditRights(observingCommittee, { createdByUserId: 7, status: 'WAITING_APPROVAL' })).toEqual({ content: false, review: false });
  });
});
