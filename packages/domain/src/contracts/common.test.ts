import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { requiredOr, rowId } from './common';
import { calendarDay, compactDay } from './dates';
import { filterDay } from './activity';
import { statisticsRequest } from './statistics';
import { addRepRequest, sendSurveyRequest } from './survey-sending';
import { surveyAnswer } from './public-survey';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('requiredOr', () => {
  it('says "required" only for a missing value, what the value must be for one of another type', () => {
    const error = requiredOr('id is required', 'id must be a whole number');
    expect(messagesOf(rowId(error, 'x'), undefined)).toEqual([': id is required']);
    expect(messagesOf(rowId(error, 'x'), 'abc')).toEqual([': id must be a whole number']);
    expect(messagesOf(rowId(error, 'x'), null)).toEqual([': id must be a whole number']);
    expect(messagesOf(rowId(error, 'x'), true)).toEqual([': id must be a whole number']);
  });

  it("leaves zod's own words to a present value without a wrong-type message and to a check without a message", () => {
    const error = requiredOr('id is required');
    expect(messagesOf(rowId(error, 'x'), 'abc')).toEqual([': Invalid input: expected number, received string']);
    expect(messagesOf(addRepRequest.shape.customerNumber, 'C'.repeat(41))).toEqual([': Too big: expected string to have <=40 characters']);
  });
});

describe('a present value of the wrong type is told what it must be', () => {
  it("technician-count's dates: YYYYMMDD, not required", () => {
    expect(messagesOf(statisticsRequest, { startDate: 20261201, endDate: true, organizations: [] })).toEqual([
      'startDate: startDate must be YYYYMMDD',
      'endDate: endDate must be YYYYMMDD',
    ]);
    expect(messagesOf(statisticsRequest, { organizations: [] })).toEqual(['startDate: startDate is required', 'endDate: endDate is required']);
  });

  it('the other date helpers alike', () => {
    expect(messagesOf(calendarDay('Start'), 20260504)).toEqual([': Start date must be YYYY-MM-DD']);
    expect(messagesOf(calendarDay('Start'), undefined)).toEqual([': Start date is required']);
    expect(messagesOf(compactDay('dueDate'), 20260504)).toEqual([': dueDate must be YYYYMMDD']);
    expect(messagesOf(filterDay('End'), 20260504)).toEqual([': End date must be a real day YYYYMMDD or YYYY-MM-DD between 1970-01-01 and 2199-12-31']);
    expect(messagesOf(filterDay('End'), undefined)).toEqual([': End date is required']);
  });

  it("survey sending's schedulerId and repId: their range, not required", () => {
    expect(messagesOf(sendSurveyRequest, { schedulerId: 'abc', repId: true, telephone: '5551234' })).toEqual([
      'schedulerId: schedulerId must be a whole number from 1 to 2147483647',
      'repId: repId must be a whole number from 1 to 2147483647',
    ]);
    expect(messagesOf(sendSurveyRequest, { telephone: '5551234' })).toEqual(['schedulerId: schedulerId is required', 'repId: repId is required']);
    expect(messagesOf(sendSurveyRequest, { schedulerId: 1, repId: 2, telephone: 5551234 })).toEqual(['telephone: Invalid input: expected string, received number']);
  });

  it("a public survey answer's questionId keeps zod's words for a string", () => {
    expect(messagesOf(surveyAnswer, { questionId: '1', answer: 1 })).toEqual(['questionId: Invalid input: expected number, received string']);
    expect(messagesOf(surveyAnswer, { answer: 1 })).toEqual(['questionId: questionId is required']);
  });
});
