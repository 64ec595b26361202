import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { useAntdClasses } from '../components/use-antd-classes';
import type { AppFeedbackApi } from '../lib/feedback';

type Methods = Record<PropertyKey, (...args: unknown[]) => unknown>;

/**
 * Stands in for the holders' instances until they are mounted: a call asks for them and is made on the real
 * instance once it is there. What such an early call returns is lost; the app's callers ignore it. Not a
 * thenable, so awaiting one by mistake does not hang.
 */
function deferredApi(ready: Promise<AppFeedbackApi>, want: () => void): AppFeedbackApi {
  const part = <K extends keyof AppFeedbackApi>(key: K) =>
    new Proxy({} as AppFeedbackApi[K], {
      get: (_target, method) =>
        typeof method !== 'string' || method === 'then'
          ? undefined
          : (...args: unknown[]) => {
              want();
              void ready.then((api) => (api[key] as unknown as Methods)[method](...args));
            },
    });
  return { message: part('message'), notification: part('notification'), modal: part('modal') };
}

/**
 * antd App as the app used it (its root element with antd's app style, App.useApp()'s context), without
 * its message, notification and modal code in the first load (issue 19): their holders are a chunk fetched
 * once the browser is idle, or at the first call before that.
 */
export function AppFeedbackProvider({ children }: { children: ReactNode }) {
  const className = useAntdClasses('app', useAppStyle)[1];
  const [Holders, setHolders] = useState<ComponentType<{ onReady: (api: AppFeedbackApi) => void }> | null>(null);
  const loading = useRef(false);
  // Not React.lazy: a failed download (offline) must not reach an error boundary above the router; the next call tries again.
  const want = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./feedback-holders').then(
      (module) => setHolders(() => module.default),
      () => {
        loading.current = false;
      },
    );
  }, []);
  const [ready] = useState(() => {
    let resolve: (api: AppFeedbackApi) => void = () => undefined;
    const promise = new Promise<AppFeedbackApi>((done) => (resolve = done));
    return { promise, resolve };
  });
  const deferred = useMemo(() => deferredApi(ready.promise, want), [ready, want]);
  const [api, setApi] = useState<AppFeedbackApi | null>(null);
  const onReady = useCallback(
    (real: AppFeedbackApi) => {
      ready.resolve(real);
      setApi(real);
    },
    [ready],
  );

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(want, 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(want, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }, [want]);

  return (
    <AppContext.Provider value={api ?? deferred}>
      <div className={className}>
        {Holders ? <Holders onReady={onReady} /> : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}
