import { lazyPart } from '../../components/lazy-part';

/** The reason for change asked after a ZBP/ZBO item is moved on the grid: its own chunk (antd Radio), fetched when first asked (issue 19). */
export const ReasonDialog = lazyPart(
  () => import('./components/reason-dialog').then((m) => m.ReasonDialog),
  { until: (props) => props.open },
);
