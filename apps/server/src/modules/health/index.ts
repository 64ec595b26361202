/** Public entry of the health area: other modules and the app import only from here. */
export { healthRoutes } from './routes';
