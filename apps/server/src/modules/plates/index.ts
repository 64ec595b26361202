/** Public entry of the plates area. */
export { plateRoutes } from './routes';
