import { describe, expect, it } from 'vitest';
import { codeNotice, formatCountdown, resendWaitSeconds, secondsLeft, surveyOutcome, surveyRowState } from './survey-model';

describe('surveyOutcome', () => {
  it('maps the spec status codes', () => {
    expect(surveyOutcome(0)).toBe('success');
    expect(surveyOutcome(124)).toBe('confirm');
    expect(surveyOutcome(125)).toBe('error');
    expect(surveyOutcome(126)).toBe('warning');
    expect(surveyOutcome(1)).toBe('warning');
  });
});

describe('codeNotice', () => {
  it('warns instead of saying "sent" when the transport refused the code', () => {
    expect(codeNotice(false, false)).toEqual({ level: 'warning', key: 'surveySending.codeNotDelivered' });
    expect(codeNotice(false, true)).toEqual({ level: 'warning', key: 'surveySending.codeNotDelivered' });
  });

  it('says sent or resent when delivered (or when an older answer does not tell)', () => {
    expect(codeNotice(true, false)).toEqual({ level: 'info', key: 'surveySending.codeSent' });
    expect(codeNotice(undefined, false)).toEqual({ level: 'info', key: 'surveySending.codeSent' });
    expect(codeNotice(true, true)).toEqual({ level: 'success', key: 'surveySending.codeResent' });
  });
});

describe('countdown', () => {
  it('formats minutes and seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(118)).toBe('1:58');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('counts whole seconds left, rounding up', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe('resendWaitSeconds', () => {
  it('lets a code that was not delivered be sent again at once', () => {
    expect(resendWaitSeconds(false)).toBe(0);
    expect(resendWaitSeconds(false, 120)).toBe(0);
  });

  it("waits the server's seconds after a delivered code (120 when the answer does not say)", () => {
    expect(resendWaitSeconds(true, 120)).toBe(120);
    expect(resendWaitSeconds(true, 30)).toBe(30);
    expect(resendWaitSeconds(true)).toBe(120);
    expect(resendWaitSeconds(undefined)).toBe(120);
  });
});

describe('surveyRowState', () => {
  it("shows an open survey by its SMS's delivery", () => {
    expect(surveyRowState({ status: 'SENT', delivery: 'PENDING', deliveryProblem: null })).toEqual({ state: 'WAITING', problem: null, resendable: false });
    expect(surveyRowState({ status: 'SENT', delivery: 'PENDING', deliveryProblem: 'UNREACHABLE' })).toEqual({ state: 'WAITING', problem: 'UNREACHABLE', resendable: false });
    expect(surveyRowState({ status: 'SENT', delivery: 'SENT', deliveryProblem: null })).toEqual({ state: 'SENT', problem: null, resendable: false });
    expect(surveyRowState({ status: 'SENT', delivery: 'FAILED', deliveryProblem: 'RECIPIENT_REFUSED' })).toEqual({ state: 'NOT_DELIVERED', problem: 'RECIPIENT_REFUSED', resendable: true });
    expect(surveyRowState({ status: 'SENT', delivery: 'FAILED', deliveryProblem: null })).toEqual({ state: 'NOT_DELIVERED', problem: 'OTHER', resendable: true });
  });

  it('reads a survey recorded before delivery was tracked as sent', () => {
    expect(surveyRowState({ status: 'SENT', delivery: null, deliveryProblem: null }).state).toBe('SENT');
  });

  it('says answered or expired whatever the delivery, and offers no resend then', () => {
    expect(surveyRowState({ status: 'ANSWERED', delivery: 'PENDING', deliveryProblem: 'UNREACHABLE' })).toEqual({ state: 'ANSWERED', problem: null, resendable: false });
    expect(surveyRowState({ status: 'EXPIRED', delivery: 'FAILED', deliveryProblem: 'OTHER' })).toEqual({ state: 'EXPIRED', problem: null, resendable: false });
  });
});
