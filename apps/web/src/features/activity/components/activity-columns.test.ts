import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import tr from '../../../i18n/locales/tr';
import { eventTitle } from './activity-columns';

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
});
