import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { RequireRoute, RequireSession, RootRedirect } from './guards';
import { AppLayout, type RouteHandle } from './layout/app-layout';
import { APP_ROUTES, type RouteId } from './route-table';
import ActivityHistoryPage from '../pages/dispatcher/activity-history-page';
import DraftWorkOrdersPage from '../pages/dispatcher/draft-work-orders-page';
import PlanningGridPage from '../pages/dispatcher/planning-grid-page';
import PlanningHistoryPage from '../pages/dispatcher/planning-history-page';
import PlanningSchedulerPage from '../pages/dispatcher/planning-scheduler-page';
import SampleSearchPage from '../pages/dispatcher/sample-search-page';
import SettingsPage from '../pages/dispatcher/settings-page';
import WorkOrdersPage from '../pages/dispatcher/work-orders-page';
import CalendarManagementPage from '../pages/admin/calendar-management-page';
import PlateManagementPage from '../pages/admin/plate-management-page';
import StatisticsPage from '../pages/admin/statistics-page';
import TeamManagementPage from '../pages/admin/team-management-page';
import CiBoardPage from '../pages/ci-board-page';
import LoginPage from '../pages/login-page';
import LoginStartPage from '../pages/login-start-page';
import ErrorPage from '../pages/standalone/error-page';
import LogoutPage from '../pages/standalone/logout-page';
import NetworkErrorPage from '../pages/standalone/network-error-page';
import NoAccessPage from '../pages/standalone/no-access-page';
import NotFoundPage from '../pages/standalone/not-found-page';
import OfflinePage from '../pages/standalone/offline-page';
import PublicSurveyPage from '../pages/standalone/public-survey-page';

const SCREENS: Record<RouteId, ComponentType> = {
  planningGrid: PlanningGridPage,
  planningScheduler: PlanningSchedulerPage,
  workOrders: WorkOrdersPage,
  draftWorkOrders: DraftWorkOrdersPage,
  planningHistory: PlanningHistoryPage,
  activityHistory: ActivityHistoryPage,
  sampleSearch: SampleSearchPage,
  settings: SettingsPage,
  ciBoard: CiBoardPage,
  teamManagement: TeamManagementPage,
  statistics: StatisticsPage,
  calendarManagement: CalendarManagementPage,
  plateManagement: PlateManagementPage,
};

/** One guarded screen per entry of the route table. */
function screenRoute(id: RouteId): RouteObject {
  const Page = SCREENS[id];
  const handle: RouteHandle = { routeId: id };
  return {
    path: APP_ROUTES[id].path,
    handle,
    element: (
      <RequireRoute id={id}>
        <Page />
      </RequireRoute>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      // Standalone pages: no menu layout, no login required.
      { path: '/login', element: <LoginPage /> },
      { path: '/login/start', element: <LoginStartPage /> },
      { path: '/offline', element: <OfflinePage /> },
      { path: '/network-error', element: <NetworkErrorPage /> },
      { path: '/error', element: <ErrorPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/no-access', element: <NoAccessPage /> },
      { path: '/pub/survey', element: <PublicSurveyPage /> },
      {
        path: '/',
        element: (
          <RequireSession>
            <AppLayout />
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

// Lets the API client navigate without a page load.
registerNavigator((to, options) => void router.navigate(to, options));
