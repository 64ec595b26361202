import { describe, expect, it } from 'vitest';
import type { TrainingVacation } from '@fsp/domain';
import { allowanceWindow, filterTrainingVacations, sortTrainingVacations } from './training-vacation-filters';

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

describe('sortTrainingVacations', () => {
  const turkish = [
    item({ id: 1, name: 'Yıllık İzin' }),
    item({ id: 2, name: 'İş güvenliği eğitimi' }),
    item({ id: 3, name: 'Hastalık İzni' }),
    item({ id: 4, name: 'İlk yardım eğitimi' }),
    item({ id: 5, name: 'Çalışma eğitimi' }),
  ];
  it('sorts Turkish names with Turkish collation (İ and Ç in their places, not after Y)', () => {
    expect(sortTrainingVacations(turkish, 'tr').map((i) => i.name)).toEqual(['Çalışma eğitimi', 'Hastalık İzni', 'İlk yardım eğitimi', 'İş güvenliği eğitimi', 'Yıllık İzin']);
  });
  it('keeps equal names in id order and does not change the input', () => {
    const twins = [item({ id: 9, name: 'Eğitim' }), item({ id: 4, name: 'Eğitim' })];
    expect(ids(sortTrainingVacations(twins, 'tr-TR'))).toEqual([4, 9]);
    expect(ids(twins)).toEqual([9, 4]);
  });
});
