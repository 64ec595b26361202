import { describe, expect, it } from 'vitest';
import { orderGroups, orderTeams } from './name-order';

const group = (title: string, names: string[]) => ({ key: title, title, items: names.map((name) => ({ id: name, title: name })) });

describe('orderGroups', () => {
  it('orders the people of each group with Turkish collation, not in code-point order', () => {
    // As /api/technicians-include-noteam sends them (the database's C collation).
    const [atolye] = orderGroups([group('Atölye', ['Abdullah Arslan', 'Sinan Yıldırım', 'Sinan Çelik', 'Osman Güven', 'Oğuzhan Kaplan', 'Yasin Tunç', 'Ömer Kocabaş', 'İsmail Çakır', 'Irmak Su', 'Cem Şen', 'Cem Sarı'])], () => 0);
    expect(atolye.items.map((i) => i.title)).toEqual(['Abdullah Arslan', 'Cem Sarı', 'Cem Şen', 'Irmak Su', 'İsmail Çakır', 'Oğuzhan Kaplan', 'Osman Güven', 'Ömer Kocabaş', 'Sinan Çelik', 'Sinan Yıldırım', 'Yasin Tunç']);
  });

  it('keeps the rank first, then orders the groups by title', () => {
    const groups = [group('Saha Servis 1', []), group('Ünye', []), group('Çekici', []), group('Ekipsiz', []), group('Cuma', []), group('Atölye', [])];
    const rank = (g: { title: string }) => (g.title === 'Saha Servis 1' ? 0 : g.title === 'Ekipsiz' ? 1 : 2);
    expect(orderGroups(groups, rank).map((g) => g.title)).toEqual(['Saha Servis 1', 'Ekipsiz', 'Atölye', 'Cuma', 'Çekici', 'Ünye']);
  });
});

describe('orderTeams', () => {
  it('orders teams by organization, then by name, with Turkish collation', () => {
    const team = (organization: string, name: string) => ({ name, organization: { displayName: organization } });
    // As /api/authorizedTeams sends them (the database's C collation).
    const teams = [team('Adana Yüreğir', 'Saha Servis 1'), team('Adana Yüreğir', 'Çekici'), team('Gəncə', 'Emalatxana'), team('Trabzon', 'Atölye'), team('İstanbul Tuzla', 'Atölye'), team('Москва Химки', 'Выездной сервис 1')];
    expect(orderTeams(teams).map((x) => `${x.organization.displayName} / ${x.name}`)).toEqual([
      'Adana Yüreğir / Çekici',
      'Adana Yüreğir / Saha Servis 1',
      'Gəncə / Emalatxana',
      'İstanbul Tuzla / Atölye',
      'Trabzon / Atölye',
      'Москва Химки / Выездной сервис 1',
    ]);
  });
});
