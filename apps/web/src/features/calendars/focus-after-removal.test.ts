import { describe, expect, it, vi } from 'vitest';
import { openerOrFallback } from './focus-after-removal';

const control = (isConnected = true) => ({ isConnected, focus: vi.fn() }) as unknown as HTMLElement & { focus: ReturnType<typeof vi.fn> };

describe('openerOrFallback', () => {
  it('returns to the opener while it is on the page, to the fallback once it was removed', () => {
    const fallback = control();
    const opener = control();
    expect(openerOrFallback(opener, { current: fallback }).current).toBe(opener);
    const removed = control(false);
    expect(openerOrFallback(removed, { current: fallback }).current).toBe(fallback);
    expect(openerOrFallback(null, { current: fallback }).current).toBe(fallback);
  });
});
