import { describe, expect, it } from 'vitest';
import { codeNotice, formatCountdown, secondsLeft, surveyOutcome } from './survey-model';

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
