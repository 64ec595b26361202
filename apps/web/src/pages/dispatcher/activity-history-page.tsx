import { ActivityHistoryScreen } from '../../features/activity';

/** Technician activity history (part 2 §2). */
export default function ActivityHistoryPage() {
  return <ActivityHistoryScreen />;
}
