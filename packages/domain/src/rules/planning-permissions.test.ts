import { describe, expect, it } from 'vitest';
import { WORKING_STATUSES } from '../codes';
import {
  canDeleteScheduler,
  canEditPlanning,
  deleteConfirmationKind,
  isFlaggedForDeletion,
  isSchedulerReadOnly,
} from './planning-permissions';

const DISPATCHER = ['DISPATCHER'];
const OBSERVER = ['OBSERVER'];

describe('canEditPlanning', () => {
  it('a dispatcher edits, an observer does not', () => {
    expect(canEditPlanning(DISPATCHER)).toBe(true);
    expect(canEditPlanning(OBSERVER)).toBe(false);
  });

  it('an observer who is also a dispatcher plans; admin and power user do not', () => {
    expect(canEditPlanning(['OBSERVER', 'DISPATCHER'])).toBe(true);
    expect(canEditPlanning(['OBSERVER', 'ADMIN'])).toBe(false);
  });

  it('CI roles read the plan but do not change it, as the server decides', () => {
    expect(canEditPlanning(['CI_BOARD_USER'])).toBe(false);
    expect(canEditPlanning(['CI_COMMITTEE'])).toBe(false);
    expect(canEditPlanning(['CI_COMMITTEE', 'DISPATCHER'])).toBe(true);
  });

  it('no role, or an unknown one, edits nothing', () => {
    expect(canEditPlanning([])).toBe(false);
    expect(canEditPlanning(['SOMETHING'])).toBe(false);
  });
});

describe('canDeleteScheduler', () => {
  const hidden = ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'HOLD'];

  it('hides Delete for JOBDONE, BACKHOME, ATHOME, JOBCLOSED and HOLD', () => {
    for (const status of hidden) expect(canDeleteScheduler({ orderWekingStatus: status }, DISPATCHER)).toBe(false);
  });

  it('shows it for every other status', () => {
    for (const status of WORKING_STATUSES.filter((s) => !hidden.includes(s))) {
      expect(canDeleteScheduler({ orderWekingStatus: status }, DISPATCHER)).toBe(true);
    }
  });

  it('hides it for observers whatever the status', () => {
    expect(canDeleteScheduler({ orderWekingStatus: 'INFORMED_SAVED' }, OBSERVER)).toBe(false);
    expect(canDeleteScheduler({ orderWekingStatus: 'OFFDAY' }, OBSERVER)).toBe(false);
  });

  it('an unknown or missing status does not hide it', () => {
    expect(canDeleteScheduler({ orderWekingStatus: null }, DISPATCHER)).toBe(true);
    expect(canDeleteScheduler({}, DISPATCHER)).toBe(true);
    expect(canDeleteScheduler({ orderWekingStatus: 'jobdone' }, DISPATCHER)).toBe(true);
  });
});

describe('deleteConfirmationKind', () => {
  it('asks about planned work for OFFDAY', () => {
    expect(deleteConfirmationKind({ orderWekingStatus: 'OFFDAY' })).toBe('plannedWork');
  });

  it('asks about planned work for an unsaved training or vacation too', () => {
    expect(deleteConfirmationKind({ orderWekingStatus: 'INFORMED_UNSAVED', orderType: 'training' })).toBe('plannedWork');
    expect(deleteConfirmationKind({ orderWekingStatus: 'INFORMED_UNSAVED', orderType: 'vacation' })).toBe('plannedWork');
    expect(deleteConfirmationKind({ orderWekingStatus: 'INFORMED_UNSAVED', trainingVacation: { id: 1 } })).toBe('plannedWork');
  });

  it('asks about the work order otherwise', () => {
    expect(deleteConfirmationKind({ orderWekingStatus: 'INFORMED_SAVED', orderType: 'workorder', trainingVacation: null })).toBe('workOrder');
    expect(deleteConfirmationKind({ orderWekingStatus: 'ACCEPT' })).toBe('workOrder');
    expect(deleteConfirmationKind({})).toBe('workOrder');
  });
});

describe('isSchedulerReadOnly', () => {
  it('is editable for a dispatcher on an ordinary item', () => {
    expect(isSchedulerReadOnly({ orderWekingStatus: 'INFORMED_SAVED', shouldBeDeleted: false }, DISPATCHER)).toBe(false);
    expect(isSchedulerReadOnly({ orderWekingStatus: 'INFORMED_UNSAVED' }, DISPATCHER, 'history')).toBe(false);
  });

  it('is read-only for JOBDONE, BACKHOME, ATHOME and JOBCLOSED in both drawers', () => {
    for (const status of ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED']) {
      expect(isSchedulerReadOnly({ orderWekingStatus: status }, DISPATCHER, 'assignment')).toBe(true);
      expect(isSchedulerReadOnly({ orderWekingStatus: status }, DISPATCHER, 'history')).toBe(true);
    }
  });

  it('locks HOLD in the history drawer only (assignment is the default)', () => {
    expect(isSchedulerReadOnly({ orderWekingStatus: 'HOLD' }, DISPATCHER)).toBe(false);
    expect(isSchedulerReadOnly({ orderWekingStatus: 'HOLD' }, DISPATCHER, 'assignment')).toBe(false);
    expect(isSchedulerReadOnly({ orderWekingStatus: 'HOLD' }, DISPATCHER, 'history')).toBe(true);
  });

  it('is read-only for an item flagged shouldBeDeleted', () => {
    expect(isSchedulerReadOnly({ orderWekingStatus: 'INFORMED_SAVED', shouldBeDeleted: true }, DISPATCHER)).toBe(true);
  });

  it('is always read-only for observers', () => {
    expect(isSchedulerReadOnly({ orderWekingStatus: 'INFORMED_SAVED' }, OBSERVER)).toBe(true);
    expect(isSchedulerReadOnly({ orderWekingStatus: 'INFORMED_UNSAVED' }, OBSERVER, 'history')).toBe(true);
  });
});

describe('isFlaggedForDeletion', () => {
  const live = { shouldBeDeleted: false, itemDeleted: false, orderDeleted: false };

  it('a live item of a live order is not flagged', () => {
    expect(isFlaggedForDeletion(live)).toBe(false);
  });

  it('its own flag, or its item or order deleted in the CRM, each flag it', () => {
    expect(isFlaggedForDeletion({ ...live, shouldBeDeleted: true })).toBe(true);
    expect(isFlaggedForDeletion({ ...live, itemDeleted: true })).toBe(true);
    expect(isFlaggedForDeletion({ ...live, orderDeleted: true })).toBe(true);
  });

  it('training and leave (no work order) are flagged only by their own flag', () => {
    expect(isFlaggedForDeletion({ shouldBeDeleted: false, itemDeleted: null, orderDeleted: null })).toBe(false);
    expect(isFlaggedForDeletion({ shouldBeDeleted: true, itemDeleted: null, orderDeleted: null })).toBe(true);
  });
});
