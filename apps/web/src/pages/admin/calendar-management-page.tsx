import { CalendarManagementScreen } from '../../features/calendars';

/** Calendar management (part 2 §2). */
export default function CalendarManagementPage() {
  return <CalendarManagementScreen />;
}
