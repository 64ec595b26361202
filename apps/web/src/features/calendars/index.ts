/** Public entry of the calendars feature: calendar management, the calendar assignment the team screen opens, and country names. */
export { CalendarManagementScreen } from './calendar-management-screen';
export { CalendarAssignmentModal, type CalendarAssignmentTeam } from './calendar-assignment-modal';
