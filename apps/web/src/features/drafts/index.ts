// Draft work orders (spec part 1 §2): the screen of /dispatcher/draft-work-orders.
export { DraftWorkOrdersScreen } from './draft-work-orders-screen';
