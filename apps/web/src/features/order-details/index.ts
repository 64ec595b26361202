// The order drawer's tabs after the detail tab (spec part 1 §2): history, attachments, note, SIMS, survey, SOS,
// the part completion button and the order's map.
export {
  ORDER_DRAWER_TABS_PROPS,
  ORDER_DRAWER_WIDTH,
  OrderDetailExtras,
  OrderDrawerTabs,
  orderDrawerTabItems,
  type OrderDrawerItem,
  type OrderDrawerTabsInput,
} from './order-drawer-tabs';
export { DrawerLockTag } from './drawer-lock-tag';
export { useNoteLeaveGuard } from './use-note-leave-guard';
export { OrderMapButton, type OrderMapButtonProps } from './order-map';
export { AttachmentsTab } from './attachments-tab';
export { SimsTab } from './sims-tab';
export { isFlagOn } from './tab-rules';
export { useScheduleDetail } from './api';
