/** Public entry of the calendars feature: calendar management, and the calendar assignment the team screen opens. */
export { CalendarManagementScreen } from './calendar-management-screen';
export { CalendarAssignmentModal, type CalendarAssignmentTeam } from './calendar-assignment-modal';
