import { Flex, Spin } from 'antd';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, createBrowserRouter, matchPath, useLocation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withEnglishTexts } from '../i18n';
import { FullPageSpinner } from '../components/full-page-spinner';
import { lazyOnceLoaded, type PreloadableLazy } from '../lib/lazy-once-loaded';
import { registerNavigator } from '../lib/navigation';
import { getAccessToken } from '../lib/auth-token';
import { sessionQueryOptions } from '../features/session';
import { queryClient } from './query-client';
import { RequireRoute, RequireSession, RootRedirect } from './guards';
import type { RouteHandle } from './layout/app-layout';
import { APP_ROUTES, canOpenRoute, type RouteId } from './route-table';
import LoginStartPage from '../pages/login-start-page';
import ErrorPage from '../pages/standalone/error-page';
import LogoutPage from '../pages/standalone/logout-page';
import NetworkErrorPage from '../pages/standalone/network-error-page';
import NoAccessPage from '../pages/standalone/no-access-page';
import NotFoundPage from '../pages/standalone/not-found-page';
import OfflinePage from '../pages/standalone/offline-page';

// Each screen is its own chunk, loaded when first opened: the first page load carries only the shell
// (issue 19: login and planning grid each within 350 kB gzipped; bundle-budgets.ts checks it). Every screen but
// the planning grid fetches the English texts the shell leaves out alongside (i18n/locales/en/shell.ts).
/** A screen's chunk: the screen, and what it reads first, for the router to ask for before it renders. */
interface ScreenModule {
  default: ComponentType;
  prefetch?: (client: QueryClient) => void;
}
const SCREEN_CHUNKS: Record<RouteId, () => Promise<ScreenModule>> = {
  planningGrid: () => import('../pages/dispatcher/planning-grid-page'),
  planningScheduler: () => withEnglishTexts(['deferred'], () => import('../pages/dispatcher/planning-scheduler-page')),
  workOrders: () => withEnglishTexts(['deferred'], () => import('../pages/dispatcher/work-orders-page')),
  draftWorkOrders: () => withEnglishTexts(['deferred'], () => import('../pages/dispatcher/draft-work-orders-page')),
  planningHistory: () => withEnglishTexts(['deferred'], () => import('../pages/dispatcher/planning-history-page')),
  activityHistory: () => withEnglishTexts(['deferred', 'board'], () => import('../pages/dispatcher/activity-history-page')),
  sampleSearch: () => withEnglishTexts(['deferred', 'board'], () => import('../pages/dispatcher/sample-search-page')),
  settings: () => withEnglishTexts(['deferred', 'board'], () => import('../pages/dispatcher/settings-page')),
  ciBoard: () => withEnglishTexts(['deferred', 'board'], () => import('../pages/ci-board-page')),
  teamManagement: () => withEnglishTexts(['deferred', 'admin'], () => import('../pages/admin/team-management-page')),
  statistics: () => withEnglishTexts(['deferred', 'admin'], () => import('../pages/admin/statistics-page')),
  calendarManagement: () => withEnglishTexts(['deferred', 'admin'], () => import('../pages/admin/calendar-management-page')),
  plateManagement: () => withEnglishTexts(['deferred', 'admin'], () => import('../pages/admin/plate-management-page')),
};
const SCREENS = Object.fromEntries(
  (Object.keys(SCREEN_CHUNKS) as RouteId[]).map((id) => [id, lazyOnceLoaded<object, ScreenModule>(SCREEN_CHUNKS[id])]),
) as Record<RouteId, PreloadableLazy<object, ScreenModule>>;

// The signed-in frame (header, menu) is a chunk of its own too: the login page does not need it.
const AppLayout = lazyOnceLoaded<object>(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));

/** While the frame's chunk arrives: the session spinner, unchanged, so the wait reads as one. */
function LayoutLoading() {
  const { t } = useTranslation();
  return <FullPageSpinner testId="session-loading" text={t('session.loading')} />;
}

// The login page is a chunk too (its form and antd Form are no part of the signed-in first load); opening
// /login starts fetching it as the shell starts, and the page stays blank until it is there.
const LoginPage = lazyOnceLoaded(() => import('../pages/login-page'));

const STANDALONE_PATHS = ['/login', '/login/start', '/offline', '/network-error', '/error', '/logout', '/no-access'];

/** The screen of the route table a signed-in address opens, if any. */
function screenAt(pathname: string): RouteId | undefined {
  return (Object.keys(SCREEN_CHUNKS) as RouteId[]).find((key) => matchPath(APP_ROUTES[key].path, pathname));
}

/**
 * Opening a signed-in address fetches the frame and that screen's chunk at once, alongside the session
 * check, rather than one after the other, and the screen's first read as soon as the session allows the screen
 * (while the frame renders); on a standalone page (the login) the frame follows once idle.
 */
function prefetchFor(pathname: string) {
  if (STANDALONE_PATHS.includes(pathname)) {
    if (pathname === '/login') void LoginPage.preload().catch(() => undefined);
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void AppLayout.preload().catch(() => undefined));
    return;
  }
  void AppLayout.preload().catch(() => undefined);
  const id = screenAt(pathname);
  if (!id) return;
  const screen = SCREENS[id].preload();
  const token = getAccessToken();
  // The screen's first read once the session (the user-info call the guard waits on, asked for once) allows it.
  if (token) {
    void Promise.all([screen, queryClient.fetchQuery(sessionQueryOptions(token))])
      .then(([module, session]) => canOpenRoute(id, session.info.roles) && module.prefetch?.(queryClient))
      .catch(() => undefined);
  } else {
    void screen.catch(() => undefined);
  }
}

/**
 * The signed-in frame, first rendered once its chunk and the opened screen's are both there. Rendered earlier, it
 * suspends: React then shows the spinner as the boundary's fallback and reveals the frame in a retry, which it renders
 * in 5 ms slices and commits no sooner than 300 ms after that fallback (its fallback throttle), a third of a second
 * on the way to the grid's first rows. Waiting outside Suspense, the frame and the screen render in one pass.
 */
function SignedInFrame() {
  const { pathname } = useLocation();
  const [chunks] = useState(() => {
    const id = screenAt(pathname);
    return id ? [AppLayout, SCREENS[id]] : [AppLayout];
  });
  const [waiting, setWaiting] = useState(() => chunks.some((chunk) => !chunk.isLoaded()));
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    // A chunk that fails is left to the boundary: the frame renders, its lazy part throws, the error page shows.
    const done = () => current && setWaiting(false);
    void Promise.all(chunks.map((chunk) => chunk.preload())).then(done, done);
    return () => {
      current = false;
    };
  }, [chunks, waiting]);
  if (waiting) return <LayoutLoading />;
  return (
    <Suspense fallback={<LayoutLoading />}>
      <AppLayout />
    </Suspense>
  );
}

/** Shown in the content area while a screen's chunk loads. */
function ScreenLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }} data-testid="screen-loading">
      <Spin size="large" />
    </Flex>
  );
}

/** One guarded screen per entry of the route table. */
function screenRoute(id: RouteId): RouteObject {
  const Page = SCREENS[id];
  const handle: RouteHandle = { routeId: id };
  return {
    path: APP_ROUTES[id].path,
    handle,
    element: (
      <RequireRoute id={id}>
        <Suspense fallback={<ScreenLoading />}>
          <Page />
        </Suspense>
      </RequireRoute>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      // Standalone pages: no menu layout, no login required; but for the login page bundled with the shell so
      // the offline and network-error pages render even when no further chunk can be fetched.
      {
        path: '/login',
        element: (
          <Suspense fallback={null}>
            <LoginPage />
          </Suspense>
        ),
      },
      { path: '/login/start', element: <LoginStartPage /> },
      { path: '/offline', element: <OfflinePage /> },
      { path: '/network-error', element: <NetworkErrorPage /> },
      { path: '/error', element: <ErrorPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/no-access', element: <NoAccessPage /> },
      {
        path: '/',
        element: (
          <RequireSession>
            <SignedInFrame />
          </RequireSession>
        ),
        children: [
          { index: true, element: <RootRedirect /> },
          // The part after /dispatcher/planning/ selects the view; the bare path opens the grid.
          { path: '/dispatcher/planning', element: <Navigate to={APP_ROUTES.planningGrid.path} replace /> },
          ...(Object.keys(SCREENS) as RouteId[]).map(screenRoute),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
prefetchFor(window.location.pathname);

// Lets the API client navigate without a page load.
registerNavigator((to, options) => void router.navigate(to, options));
