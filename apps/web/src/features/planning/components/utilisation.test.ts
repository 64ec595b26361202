import { describe, expect, it } from 'vitest';
import type { Utilisation } from '@fsp/domain';
import { teamTotals } from './utilisation';

const day = (plannedMinutes: number): Utilisation => ({ plannedMinutes, workingMinutes: 480, ratio: plannedMinutes / 480 });

describe('team totals', () => {
  it('lists the teams in Turkish alphabetical order whatever the browser language, each with its sum', () => {
    const byTeam = new Map([
      ['Zeki Saha', [day(60)]],
      ['Çelik Servis', [day(120), day(240)]],
      ['İzmir Atölye', [day(30)]],
      ['Cem Saha', [day(0)]],
      ['Irmak Servis', [day(90)]],
    ]);
    const totals = teamTotals(byTeam);
    expect(totals.map((row) => row.name)).toEqual(['Cem Saha', 'Çelik Servis', 'Irmak Servis', 'İzmir Atölye', 'Zeki Saha']);
    expect(totals[1].sum).toEqual({ plannedMinutes: 360, workingMinutes: 960, ratio: 0.375 });
  });
});
