import { lazyPart } from '../../components/lazy-part';
import { ReasonDialog, ScheduleDrawer } from '../assignment-drawer';
import { dayPickerPart } from './components/day-picker';

// The board's tabs other than the technician grid, its drawers and dialogs: each its own chunk (with antd
// Table, Select, Tree and the like), fetched when first shown or once the grid is idle (issue 19).
export const WorkOrdersTab = lazyPart(() => import('./work-orders-tab/work-orders-tab').then((m) => m.WorkOrdersTab));
export const TrainingVacationTab = lazyPart(() => import('./training-vacation-tab/training-vacation-tab').then((m) => m.TrainingVacationTab));
export const ChangesTab = lazyPart(() => import('./components/changes-tab').then((m) => m.ChangesTab));
export const FilterDrawer = lazyPart(
  () => import('./components/filter-drawer').then((m) => m.FilterDrawer),
  { until: (props) => props.open },
);
export const DeletedOrdersDialog = lazyPart(
  () => import('./components/deleted-items-dialogs').then((m) => m.DeletedOrdersDialog),
  { until: (props) => props.open },
);
export const DeletedTechniciansDialog = lazyPart(
  () => import('./components/deleted-items-dialogs').then((m) => m.DeletedTechniciansDialog),
  { until: (props) => props.open },
);
// What the grid draws only once there is something to show: the pending changes' count and Save all / Discard
// all with their confirmations (antd Badge, Popconfirm), and a block's popover with its delete confirmation.
export const ChangesBadge = lazyPart(() => import('./components/changes-badge').then((m) => m.ChangesBadge), { quiet: true });
export const PendingActions = lazyPart(() => import('./components/pending-actions').then((m) => m.PendingActions), { quiet: true });
export const ItemPopoverContent = lazyPart(() => import('./components/item-summary').then((m) => m.ItemPopoverContent), { quiet: true });
// The rules a dragged block is checked with (and the shared save rule they use): wanted at the first drop only.
export const loadDragRules = () => import('./model/drag-rules');
export const BOARD_PARTS = [
  WorkOrdersTab,
  TrainingVacationTab,
  ChangesTab,
  FilterDrawer,
  DeletedOrdersDialog,
  DeletedTechniciansDialog,
  ScheduleDrawer,
  ReasonDialog,
  dayPickerPart,
  ChangesBadge,
  PendingActions,
  ItemPopoverContent,
  { preload: loadDragRules },
];
