import { describe, expect, it } from 'vitest';
import { subscriptionTypeOptions } from './subscription-type-options';

describe('subscription type options', () => {
  it('orders the translated labels in the interface language, whatever the browser language', () => {
    const labels = { DAILY_PLANNING: 'Günlük planlama', STATUS_CHANGE: 'Çalışma durumu değişikliği', TASK_BASED_STATUS_CHANGE: 'Cari görev durumu' };
    expect(subscriptionTypeOptions(labels, 'tr').map((o) => o.value)).toEqual(['TASK_BASED_STATUS_CHANGE', 'STATUS_CHANGE', 'DAILY_PLANNING']);
    expect(subscriptionTypeOptions(labels, 'tr-TR')[0]).toEqual({ value: 'TASK_BASED_STATUS_CHANGE', label: 'Cari görev durumu' });
  });

  it('has no options without the map', () => {
    expect(subscriptionTypeOptions(undefined, 'ge')).toEqual([]);
  });
});
