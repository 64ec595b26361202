/** Public entry of the history area: other modules and the app import only from here. */
export { historyRoutes } from './routes';
