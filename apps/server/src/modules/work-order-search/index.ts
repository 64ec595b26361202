/** Public entry of the work-order-search area: other modules and the app import only from here. */
export { workOrderSearchRoutes } from './routes';
