import { useSearchParams } from 'react-router';
import { CalendarDetail } from './calendar-detail';
import { CalendarList } from './calendar-list';

/** Calendar management: the list, or one calendar when ?calendar=<id> (so the browser's back button returns to the list). */
export function CalendarManagementScreen() {
  const [params, setParams] = useSearchParams();
  const calendarId = Number(params.get('calendar'));
  if (Number.isInteger(calendarId) && calendarId > 0) return <CalendarDetail calendarId={calendarId} onBack={() => setParams({})} />;
  return <CalendarList onOpen={(id) => setParams({ calendar: String(id) })} />;
}
