/** Public entry of the reference area: other modules and the app import only from here. */
export { referenceRoutes } from './routes';
