// Planning history (spec part 1 §2): the screen of /dispatcher/planning-history.
export { PlanningHistoryScreen } from './planning-history-screen';
