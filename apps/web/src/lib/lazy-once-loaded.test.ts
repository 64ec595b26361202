import { Suspense, createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnceLoaded } from './lazy-once-loaded';

const Screen = () => createElement('p', null, 'the screen');
const inSuspense = (component: ComponentType) => createElement(Suspense, { fallback: 'loading' }, createElement(component));

describe('lazyOnceLoaded', () => {
  it('suspends while its chunk is on its way, as React.lazy does', () => {
    const Lazy = lazyOnceLoaded(() => new Promise<{ default: typeof Screen }>(() => undefined));
    // A server render shows the fallback of a suspended boundary.
    expect(renderToString(inSuspense(Lazy))).toContain('loading');
  });

  it('renders at once, without suspending, once its chunk was loaded, and loads it only once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const Lazy = lazyOnceLoaded(load);
    await Lazy.preload();
    const html = renderToString(inSuspense(Lazy));
    expect(html).toContain('the screen');
    expect(html).not.toContain('loading');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Screen });
    const Lazy = lazyOnceLoaded(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(renderToString(inSuspense(Lazy))).toContain('the screen');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
