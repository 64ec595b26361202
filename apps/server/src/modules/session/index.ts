/** Public entry of the session area: other modules import only from here. */
export { createSessionService, type SessionService } from './service';
export { sessionRoutes } from './routes';
