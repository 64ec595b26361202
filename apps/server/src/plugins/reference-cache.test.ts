import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReferenceCache, namedAnswer } from './reference-cache';

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

  it('names a list in one frozen answer per kept list, and a fresh one for a list not kept', async () => {
    const cache = createReferenceCache({ ttlMs: 5_000 });
    cache.setListening(true);
    const teamsAnswer = namedAnswer('teams');
    const kept = await cache.get('teams', loader().load);
    const answer = teamsAnswer(kept);
    expect(answer).toEqual({ teams: [{ id: 1 }] });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(teamsAnswer(kept)).toBe(answer);
    const loose = [{ id: 9 }];
    expect(Object.isFrozen(teamsAnswer(loose))).toBe(false);
    expect(teamsAnswer(loose)).not.toBe(teamsAnswer(loose));
  });
});
