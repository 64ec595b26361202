import { PlanningHistoryScreen } from '../../features/planning-history/planning-history-screen';

/** Planning history (part 1 §2). */
export default function PlanningHistoryPage() {
  return <PlanningHistoryScreen />;
}
