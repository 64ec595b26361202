// Work-order search (spec part 1 §2): the screen of /dispatcher/work-orders.
export { WorkOrderSearchScreen } from './work-order-search-screen';
