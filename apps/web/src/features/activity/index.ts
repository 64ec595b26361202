// Technician activity history (spec part 2 §2): the screen of /dispatcher/activity-history.
export { ActivityHistoryScreen } from './activity-history-screen';
