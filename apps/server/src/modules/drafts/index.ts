/** Public entry of the drafts area: other modules and the app import only from here. */
export { draftRoutes } from './routes';
