import { PlanningHistoryScreen } from '../../features/history';

/** Planning history (part 1 §2). */
export default function PlanningHistoryPage() {
  return <PlanningHistoryScreen />;
}
