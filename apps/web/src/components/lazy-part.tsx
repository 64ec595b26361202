import { Suspense, useEffect, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { withEnglishTexts } from '../i18n';
import { lazyOnceLoaded } from '../lib/lazy-once-loaded';

/** Where a part from its own chunk (a tab's content) is still on its way: a localised spinner in place. */
export function PartLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" style={{ padding: 24 }} role="status" aria-live="polite" data-testid="part-loading">
      <Spin aria-label={t('common.loading')} />
    </Flex>
  );
}

/** A drawer or dialog on its way: a spinner over the page, where the panel is about to open. */
export function OverlayLoading() {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="center"
      role="status"
      aria-live="polite"
      data-testid="part-loading"
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0, 0, 0, 0.15)' }}
    >
      <Spin size="large" aria-label={t('common.loading')} />
    </Flex>
  );
}

export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Starts the chunk's download (idle prefetch); the render uses the same promise. */
  preload: () => Promise<unknown>;
}

export interface LazyPartOptions<P> {
  /**
   * A drawer's or dialog's open: nothing loads or renders before it first returns true; afterwards the part
   * stays mounted, so closing animates as before.
   */
  until?: (props: P) => boolean;
  /**
   * A small piece no first paint shows (a count that starts at nothing, a popover's content): drawn as nothing
   * until it is there, and without the deferred English texts. Prefetch it with the screen's other parts, so
   * it is there before it is wanted.
   */
  quiet?: boolean;
}

/**
 * A component kept out of its screen's first load (issue 19: initial JavaScript budgets), a spinner showing
 * while it loads (over the page with `until`). The English texts the shell leaves out come with it, unless quiet.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { until, quiet }: LazyPartOptions<P> = {}): LazyPart<P> {
  const Lazy = lazyOnceLoaded<P>(() => (quiet ? load() : withEnglishTexts(['deferred'], load)).then((component) => ({ default: component })));
  function Part(props: P) {
    const wanted = until ? until(props) : true;
    const [opened, setOpened] = useState(wanted);
    if (wanted && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={quiet ? null : until ? <OverlayLoading /> : <PartLoading />}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload: Lazy.preload });
}

/** Fetches the parts' chunks once the browser is idle after `ready`, so opening them later does not wait. */
export function usePrefetchWhenIdle(ready: boolean, parts: readonly { preload: () => Promise<unknown> }[]) {
  useEffect(() => {
    if (!ready) return;
    const fetchAll = () => parts.forEach((part) => void part.preload().catch(() => undefined));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(fetchAll, 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(fetchAll, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }, [ready, parts]);
}
