import { describe, expect, it } from 'vitest';
import type { TrainingVacation } from '@fsp/domain';
import { allowanceWindow, filterTrainingVacations } from './training-vacation-filters';

function item(overrides: Partial<TrainingVacation> & { id: number }): TrainingVacation {
  return {
    name: 'Item',
    description: null,
    type: 'TRAINING',
    laborType: null,
    laborTypeText: null,
    countryCode: 'TR',
    allowedFrom: null,
    allowedTo: null,
    searchValue: '',
    ...overrides,
  };
}

const items = [
  item({ id: 1, name: 'Hydraulics course', description: 'İleri seviye hidrolik', laborType: 'TRN', laborTypeText: 'Training' }),
  item({ id: 2, name: 'Annual leave', type: 'VACATION', laborType: 'VAC', laborTypeText: 'Yıllık izin' }),
  item({ id: 3, name: 'Ежегодный отпуск', type: 'VACATION', description: 'Отпуск', laborTypeText: null }),
];
const ids = (list: readonly TrainingVacation[]) => list.map((i) => i.id);

describe('filterTrainingVacations', () => {
  it('keeps everything for an empty query', () => {
    expect(ids(filterTrainingVacations(items, ''))).toEqual([1, 2, 3]);
  });

  it('matches name, description and labor type, every word required', () => {
    expect(ids(filterTrainingVacations(items, 'hydraulics'))).toEqual([1]);
    expect(ids(filterTrainingVacations(items, 'ILERI SEVIYE'))).toEqual([1]);
    expect(ids(filterTrainingVacations(items, 'yillik izin'))).toEqual([2]);
    expect(ids(filterTrainingVacations(items, 'vac'))).toEqual([2]);
    expect(ids(filterTrainingVacations(items, 'отпуск'))).toEqual([3]);
    expect(ids(filterTrainingVacations(items, 'annual course'))).toEqual([]);
  });
});

describe('allowanceWindow', () => {
  it('reads the open and closed ends', () => {
    expect(allowanceWindow({ allowedFrom: null, allowedTo: null })).toEqual({ kind: 'always' });
    expect(allowanceWindow({ allowedFrom: '2026-01-01', allowedTo: null })).toEqual({ kind: 'from', from: '2026-01-01' });
    expect(allowanceWindow({ allowedFrom: '', allowedTo: '2026-12-31' })).toEqual({ kind: 'until', to: '2026-12-31' });
    expect(allowanceWindow({ allowedFrom: '2026-01-01', allowedTo: '2026-12-31T00:00:00Z' })).toEqual({
      kind: 'between',
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
});
