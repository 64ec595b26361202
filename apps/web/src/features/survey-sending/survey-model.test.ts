import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../i18n/test-instance';
import { codeDelivery, codeNotice, formatCountdown, newContactSend, notEnabledText, resendWaitSeconds, secondsLeft, surveyOutcome, surveyRowState } from './survey-model';

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
  it('warns instead of saying "sent" when the transport refused the code, promising a retry only when the outbox retries it', () => {
    expect(codeNotice(codeDelivery({ codeDelivered: false, codeRetried: true }), false)).toEqual({ level: 'warning', key: 'surveySending.codeNotDelivered' });
    expect(codeNotice(codeDelivery({ codeDelivered: false, codeRetried: true }), true)).toEqual({ level: 'warning', key: 'surveySending.codeNotDelivered' });
    expect(codeNotice(codeDelivery({ codeDelivered: false, codeRetried: false }), false)).toEqual({ level: 'warning', key: 'surveySending.codeNotDeliveredFinal' });
    expect(codeNotice(codeDelivery({ codeDelivered: false, codeRetried: false }), true)).toEqual({ level: 'warning', key: 'surveySending.codeNotDeliveredFinal' });
  });

  it('says sent or resent when delivered (or when an older answer does not tell)', () => {
    expect(codeNotice(codeDelivery({ codeDelivered: true, codeRetried: false }), false)).toEqual({ level: 'info', key: 'surveySending.codeSent' });
    expect(codeNotice(codeDelivery({}), false)).toEqual({ level: 'info', key: 'surveySending.codeSent' });
    expect(codeNotice(codeDelivery({ codeDelivered: true }), true)).toEqual({ level: 'success', key: 'surveySending.codeResent' });
  });

  it('reads a refused code of an answer without codeRetried as retried, as the outbox did then', () => {
    expect(codeDelivery({ codeDelivered: false })).toBe('RETRIED');
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
    expect(resendWaitSeconds('RETRIED')).toBe(0);
    expect(resendWaitSeconds('FAILED', 120)).toBe(0);
  });

  it("waits the server's seconds after a delivered code (120 when the answer does not say)", () => {
    expect(resendWaitSeconds('DELIVERED', 120)).toBe(120);
    expect(resendWaitSeconds('DELIVERED', 30)).toBe(30);
    expect(resendWaitSeconds('DELIVERED')).toBe(120);
  });
});

describe('surveyRowState', () => {
  const sms = { deliveryNextAttemptAt: null, emailDelivery: null } as const;
  const soon = Date.UTC(2026, 11, 6, 12, 0);

  it("shows an open survey by its SMS's delivery when no e-mail went", () => {
    expect(surveyRowState({ ...sms, status: 'SENT', delivery: 'PENDING', deliveryProblem: null, deliveryNextAttemptAt: soon })).toEqual({ state: 'WAITING', problem: null, note: null, resendable: false });
    expect(surveyRowState({ ...sms, status: 'SENT', delivery: 'SENT', deliveryProblem: null })).toEqual({ state: 'SENT', problem: null, note: null, resendable: false });
    expect(surveyRowState({ ...sms, status: 'SENT', delivery: 'FAILED', deliveryProblem: 'RECIPIENT_REFUSED' })).toEqual({ state: 'NOT_DELIVERED', problem: 'RECIPIENT_REFUSED', note: null, resendable: true });
    expect(surveyRowState({ ...sms, status: 'SENT', delivery: 'FAILED', deliveryProblem: null })).toEqual({ state: 'NOT_DELIVERED', problem: 'OTHER', note: null, resendable: true });
  });

  it('promises a retry only while the outbox has a next attempt for the refused SMS', () => {
    expect(surveyRowState({ ...sms, status: 'SENT', delivery: 'PENDING', deliveryProblem: 'UNREACHABLE', deliveryNextAttemptAt: soon })).toEqual({
      state: 'WAITING',
      problem: 'UNREACHABLE',
      note: 'surveySending.waitingProblem',
      resendable: false,
    });
    // Parked (no attempt ahead): the problem alone.
    expect(surveyRowState({ ...sms, status: 'SENT', delivery: 'PENDING', deliveryProblem: 'UNREACHABLE' })).toEqual({ state: 'WAITING', problem: 'UNREACHABLE', note: null, resendable: false });
  });

  it('says the link went by e-mail when the e-mail was delivered and the SMS not (yet), and offers Send again once the SMS failed', () => {
    const email = { status: 'SENT', emailDelivery: 'SENT' } as const;
    expect(surveyRowState({ ...email, delivery: 'FAILED', deliveryProblem: 'RECIPIENT_REFUSED', deliveryNextAttemptAt: null })).toEqual({
      state: 'SENT_BY_EMAIL',
      problem: 'RECIPIENT_REFUSED',
      note: 'surveySending.smsNotDelivered',
      resendable: true,
    });
    expect(surveyRowState({ ...email, delivery: 'PENDING', deliveryProblem: 'UNREACHABLE', deliveryNextAttemptAt: soon })).toEqual({
      state: 'SENT_BY_EMAIL',
      problem: 'UNREACHABLE',
      note: 'surveySending.smsRetried',
      resendable: false,
    });
    expect(surveyRowState({ ...email, delivery: 'PENDING', deliveryProblem: 'UNREACHABLE', deliveryNextAttemptAt: null }).note).toBe('surveySending.smsNotDeliveredYet');
    expect(surveyRowState({ ...email, delivery: 'PENDING', deliveryProblem: null, deliveryNextAttemptAt: soon }).note).toBe('surveySending.smsWaiting');
    expect(surveyRowState({ ...email, delivery: 'SENT', deliveryProblem: null, deliveryNextAttemptAt: null }).state).toBe('SENT');
  });

  it('does not count an e-mail that was not delivered', () => {
    expect(surveyRowState({ status: 'SENT', delivery: 'FAILED', deliveryProblem: 'OTHER', deliveryNextAttemptAt: null, emailDelivery: 'FAILED' }).state).toBe('NOT_DELIVERED');
    expect(surveyRowState({ status: 'SENT', delivery: 'FAILED', deliveryProblem: 'OTHER', deliveryNextAttemptAt: null, emailDelivery: 'PENDING' }).state).toBe('NOT_DELIVERED');
  });

  it('reads a survey recorded before delivery was tracked as sent', () => {
    expect(surveyRowState({ ...sms, status: 'SENT', delivery: null, deliveryProblem: null }).state).toBe('SENT');
  });

  it('says answered or expired whatever the delivery, and offers no resend then', () => {
    expect(surveyRowState({ ...sms, status: 'ANSWERED', delivery: 'PENDING', deliveryProblem: 'UNREACHABLE' })).toEqual({ state: 'ANSWERED', problem: null, note: null, resendable: false });
    expect(surveyRowState({ ...sms, status: 'EXPIRED', delivery: 'FAILED', deliveryProblem: 'OTHER', emailDelivery: 'SENT' })).toEqual({ state: 'EXPIRED', problem: null, note: null, resendable: false });
  });
});

describe('notEnabledText', () => {
  it("names the order's country in the reader's language, not by its code", async () => {
    const i18n = await createTestI18n();
    const named = (language: string) => (code: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
    await i18n.changeLanguage('tr');
    expect(notEnabledText(i18n.t, 'RU', named('tr'))).toBe('Rusya için anket gönderimi etkin değil.');
    await i18n.changeLanguage('ru');
    expect(notEnabledText(i18n.t, 'TR', named('ru'))).toBe('Отправка опросов не включена для страны: Турция.');
  });
});

describe('newContactSend', () => {
  const reps = [
    { name: 'Ayşe Kaya', phoneList: [{ telephone: '5321112233', verified: true }, { telephone: '5329998877', verified: false }] },
    { name: 'Oleg Petrov', phoneList: [{ telephone: '5551112233', verified: true }] },
  ];

  it("names the verified contact person whose phone was typed: the survey goes to them at once, under that person's name", () => {
    expect(newContactSend(' 5551112233 ', reps)).toEqual({ kind: 'SURVEY_NOW', name: 'Oleg Petrov' });
  });

  it('sends a code first to an unverified or unknown phone', () => {
    expect(newContactSend('5329998877', reps)).toEqual({ kind: 'CODE_FIRST' });
    expect(newContactSend('5320000000', reps)).toEqual({ kind: 'CODE_FIRST' });
    expect(newContactSend('5321112233', [])).toEqual({ kind: 'CODE_FIRST' });
  });
});
