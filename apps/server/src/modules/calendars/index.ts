/** Public entry of the calendars area. */
export { calendarRoutes } from './routes';
