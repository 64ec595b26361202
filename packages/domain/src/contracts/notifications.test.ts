import { describe, expect, it } from 'vitest';
import { createSubscriptionRequest, subscriptionFields } from './notifications';

const issues = (body: unknown) => {
  const result = createSubscriptionRequest.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('notification dialog rules', () => {
  it('DAILY_PLANNING has teams and no statuses; TASK_BASED_STATUS_CHANGE statuses and no teams; others both', () => {
    expect(subscriptionFields('DAILY_PLANNING')).toEqual({ statuses: false, teams: true });
    expect(subscriptionFields('TASK_BASED_STATUS_CHANGE')).toEqual({ statuses: true, teams: false });
    expect(subscriptionFields('TEAM_BASED_STATUS_CHANGE')).toEqual({ statuses: true, teams: true });
  });

  it('accepts what the dialog can send', () => {
    expect(issues({ subscriptionType: 'DAILY_PLANNING', teams: [{ id: 1 }] })).toEqual([]);
    expect(issues({ subscriptionType: 'TASK_BASED_STATUS_CHANGE', statuses: [{ status: 'JOBDONE' }] })).toEqual([]);
    expect(issues({ subscriptionType: 'TEAM_BASED_STATUS_CHANGE', statuses: [{ status: 'HOLD' }], teams: [{ id: 2 }] })).toEqual([]);
  });

  it('names the field that breaks a rule', () => {
    expect(issues({})).toEqual(['subscriptionType: Choose a notification type.']);
    expect(issues({ subscriptionType: '  ' })).toEqual(['subscriptionType: Choose a notification type.']);
    expect(issues({ subscriptionType: 'DAILY_PLANNING', statuses: [{ status: 'HOLD' }], teams: [{ id: 1 }] })).toEqual(['statuses: Daily planning notifications have no status.']);
    expect(issues({ subscriptionType: 'DAILY_PLANNING' })).toEqual(['teams: Choose at least one team.']);
    expect(issues({ subscriptionType: 'TASK_BASED_STATUS_CHANGE', statuses: [{ status: 'HOLD' }], teams: [{ id: 1 }] })).toEqual(['teams: Task-based status notifications have no team.']);
    expect(issues({ subscriptionType: 'TEAM_BASED_STATUS_CHANGE', teams: [{ id: 1 }] })).toEqual(['statuses: Choose at least one status.']);
    expect(issues({ subscriptionType: 'TASK_BASED_STATUS_CHANGE', statuses: [{ status: 'LUNCH' }] })).toEqual(['statuses.0.status: Unknown status "LUNCH".']);
    expect(issues({ subscriptionType: 'TASK_BASED_STATUS_CHANGE', statuses: [{}] })).toEqual(['statuses.0.status: status is required']);
    expect(issues({ subscriptionType: 'DAILY_PLANNING', teams: [{ id: 0 }] })[0]).toMatch(/^teams\.0\.id:/);
  });
});
