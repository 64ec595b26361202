import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import tr from '../../../i18n/locales/tr';
import { activityBadges, eventDescription, eventTitle, timePassed } from './activity-columns';

const t = await (async () => {
  const instance = i18next.createInstance();
  await instance.init({ resources: { tr: { translation: tr } }, lng: 'tr', interpolation: { escapeValue: false } });
  return instance.t;
})();

describe('eventTitle', () => {
  it("names a CI status change with the status's master-data name in the reader's language", () => {
    expect(eventTitle(t, { eventType: 'CI_STATUS_CHANGE', status: 'APPROVED', subject: 'CI status changed' }, { APPROVED: 'Onaylandı' })).toBe('Sürekli iyileştirme önerisi: Onaylandı');
  });

  it('falls back to the code when the session has no name for it, and to the subject for an unknown event type', () => {
    expect(eventTitle(t, { eventType: 'CI_STATUS_CHANGE', status: 'LIVE', subject: 'x' })).toBe('Sürekli iyileştirme önerisi: LIVE');
    expect(eventTitle(t, { eventType: 'SOMETHING_NEW', status: null, subject: 'Stored subject' })).toBe('Stored subject');
  });

  it("names a customer's low survey score in the reader's language, the question as the customer read it", () => {
    const subject = '1/5: Yapılan işin kalitesinden ne kadar memnunsunuz?';
    expect(eventTitle(t, { eventType: 'SURVEY_LOW_SCORE', status: null, subject })).toBe('Düşük anket puanı 1/5: Yapılan işin kalitesinden ne kadar memnunsunuz?');
    expect(eventTitle(t, { eventType: 'SURVEY_LOW_SCORE', status: null, subject: 'no score' })).toBe('no score');
  });
});

describe('eventDescription', () => {
  const azerbaijani = (map: string, code: string | null | undefined, carried?: string | null) => (map === 'sampleCompartment' && code === 'HYDRAULIC' ? 'Hidravlika' : (carried ?? code ?? ''));
  const sample = { eventType: 'SAMPLE_ADDED', description: '7100019801 · HYDRAULIC · CAT HYDO Advanced 10', sampleNumber: '7100019801', equipComp: 'HYDRAULIC', fluidBrand: 'CAT HYDO Advanced 10' };

  it("names an oil sample's compartment in the reader's language, as the samples screen does", () => {
    expect(eventDescription(sample, azerbaijani)).toBe('7100019801 · Hidravlika · CAT HYDO Advanced 10');
    expect(eventDescription({ ...sample, equipComp: null, fluidBrand: null }, azerbaijani)).toBe('7100019801');
  });

  it('keeps the stored text of other rows, and of a sample row whose sample is gone', () => {
    expect(eventDescription({ ...sample, eventType: 'STATUS_CHANGE', sampleNumber: null }, azerbaijani)).toBe(sample.description);
    expect(eventDescription({ ...sample, sampleNumber: null, equipComp: null, fluidBrand: null }, azerbaijani)).toBe(sample.description);
  });
});

describe('activityBadges', () => {
  const plain = { eventType: 'STATUS_CHANGE', hasDraft: false, hasSims: false, hasWorkingHoursUpdate: false, sampleNumber: null };

  it("tags a customer's low survey score, as the other kinds of rows are tagged", () => {
    expect(activityBadges({ ...plain, eventType: 'SURVEY_LOW_SCORE' })).toEqual(['lowSurvey']);
    expect(activityBadges({ ...plain, eventType: 'SURVEY_LOW_SCORE', hasSims: true })).toEqual(['sims', 'lowSurvey']);
  });

  it('keeps the other tags and gives a plain row none', () => {
    expect(activityBadges(plain)).toEqual([]);
    expect(activityBadges({ ...plain, eventType: 'SAMPLE_ADDED', hasDraft: true, hasWorkingHoursUpdate: true, sampleNumber: '7100019801' })).toEqual(['draft', 'workingHours', 'sample']);
  });
});

describe('timePassed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says it in the reader’s language where the browser has no data for it and would answer in its own', () => {
    // A Russian Chromium without Georgian data: Intl falls back to Russian (its month names are not English ones).
    const RealFormat = Intl.RelativeTimeFormat;
    vi.spyOn(Intl, 'RelativeTimeFormat').mockImplementation(function (this: unknown, _tag?: string | string[], options?: Intl.RelativeTimeFormatOptions) {
      return new RealFormat('ru', options);
    } as unknown as typeof Intl.RelativeTimeFormat);
    const now = Date.UTC(2026, 11, 6, 12);
    // The Turkish catalogue stands in for the reader's: what matters is that the text comes from it, not from Intl.
    expect(timePassed(t, now - 26 * 3_600_000, now, 'ge')).toBe(t('activity.timeAgo.days', { value: 1 }));
    expect(timePassed(t, now - 26 * 3_600_000, now, 'ge')).not.toBe('вчера');
    // Where Intl speaks the language asked for, it is used.
    expect(timePassed(t, now - 26 * 3_600_000, now, 'ru')).toBe('вчера');
  });
});
