import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A thenable that calls back at once: React.lazy reads a module given this way without suspending. */
function alreadyThere<M>(value: M): Promise<M> {
  return { then: (onFulfilled: (m: M) => unknown) => onFulfilled(value) } as unknown as Promise<M>;
}

export type PreloadableLazy<P extends object, M = { default: ComponentType<P> }> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the chunk's download (the render uses the same load) and gives its module. */
  preload: () => Promise<M>;
  /** Whether the chunk is there: rendering the component then does not suspend. */
  isLoaded: () => boolean;
};

/**
 * React.lazy that renders at once when its chunk is already there. React.lazy suspends on a component's first
 * render even when its chunk was prefetched (an import's promise settles a microtask later), and React reveals a
 * suspended boundary no sooner than 300 ms after its fallback showed (its fallback throttle): on the way to the
 * planning grid's first rows the frame and the screen each paid that, with their chunks long loaded.
 */
export function lazyOnceLoaded<P extends object, M extends { default: ComponentType<P> } = { default: ComponentType<P> }>(
  load: () => Promise<M>,
): PreloadableLazy<P, M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed chunk is asked for again next time (a network that came back).
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => (loaded ? alreadyThere(loaded) : preload()));
  return Object.assign(Component, { preload, isLoaded: () => loaded !== undefined });
}
