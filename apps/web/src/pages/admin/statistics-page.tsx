import { StatisticsScreen } from '../../features/statistics';

/** Usage statistics (part 2 §2). */
export default function StatisticsPage() {
  return <StatisticsScreen />;
}
