import { lazyPart } from '../../components/lazy-part';

/** The drawer with the form, the wizard and the order's tabs is its own chunk, fetched when it first opens (issue 19). */
export const ScheduleDrawer = lazyPart(
  () => import('./schedule-drawer').then((m) => m.ScheduleDrawer),
  { until: (props) => props.state !== null },
);
