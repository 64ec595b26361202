/** Public entry of the outbox-admin area: other modules and the app import only from here. */
export { outboxAdminRoutes } from './routes';
