/** Public entry of the calendars feature: calendar management, and the calendar assignment and filter parameter the team screen uses. */
export { CalendarManagementScreen } from './calendar-management-screen';
export { CalendarAssignmentModal, type CalendarAssignmentTeam } from './calendar-assignment-modal';
export { CALENDAR_TEAMS_PARAM } from './api';
