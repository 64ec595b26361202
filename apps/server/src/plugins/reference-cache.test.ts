import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReferenceCache } from './reference-cache';

describe('reference cache rules', () => {
  afterEach(() => vi.restoreAllMocks());
  const loader = () => {
    let loads = 0;
    return { load: async () => [{ id: ++loads }], loads: () => loads };
  };

  it('keeps nothing while not listening, nor a list loaded while a change was announced', async () => {
    const cache = createReferenceCache({ ttlMs: 5_000 });
    const teams = loader();
    await cache.get('teams', teams.load);
    await cache.get('teams', teams.load);
    expect(teams.loads()).toBe(2);
    cache.setListening(true);
    await cache.get('teams', async () => {
      cache.invalidate();
      return teams.load();
    });
    expect(await cache.get('teams', teams.load)).toEqual([{ id: 4 }]);
    expect(await cache.get('teams', teams.load)).toEqual([{ id: 4 }]);
    expect(teams.loads()).toBe(4);
  });

  it('drops everything on a change and serves nothing past its TTL; kept lists are frozen', async () => {
    const cache = createReferenceCache({ ttlMs: 5_000 });
    cache.setListening(true);
    const teams = loader();
    const kept = await cache.get('teams', teams.load);
    expect(Object.isFrozen(kept) && Object.isFrozen(kept[0])).toBe(true);
    cache.invalidate();
    expect(await cache.get('teams', teams.load)).toEqual([{ id: 2 }]);
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + 5_001);
    expect(await cache.get('teams', teams.load)).toEqual([{ id: 3 }]);
  });
});
