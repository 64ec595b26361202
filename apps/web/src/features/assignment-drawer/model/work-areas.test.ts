import { describe, expect, it } from 'vitest';
import { masterDataName, type MasterDataMap } from '../../../lib/master-data-name';
import { localWorkAreas } from './work-areas';

describe('localWorkAreas', () => {
  const maps = { workArea: { 'Atölye Bölme 10': 'Бокс мастерской 10', 'Atölye Bölme 2': 'Бокс мастерской 2', 'Yıkama Alanı': 'Моечный участок' } };
  const codeName = (map: MasterDataMap, code: string | null | undefined, carried?: string | null) => masterDataName(maps, map, code, carried);

  it("names a Turkish centre's bays in Russian by their stored names, keeps one the map does not know, and sorts by the shown names", () => {
    const stored = [
      { areaId: 4, areaName: 'Atölye Bölme 10' },
      { areaId: 2, areaName: 'Atölye Bölme 2' },
      { areaId: 9, areaName: 'Yeni Alan' },
      { areaId: 7, areaName: 'Yıkama Alanı' },
    ];
    expect(localWorkAreas(stored, codeName, 'ru')).toEqual([
      { areaId: 2, areaName: 'Бокс мастерской 2' },
      { areaId: 4, areaName: 'Бокс мастерской 10' },
      { areaId: 7, areaName: 'Моечный участок' },
      { areaId: 9, areaName: 'Yeni Alan' },
    ]);
  });
});
