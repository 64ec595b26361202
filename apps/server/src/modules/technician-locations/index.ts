/** Public entry of the technician-locations area: other modules and the app import only from here. */
export { technicianLocationRoutes } from './routes';
