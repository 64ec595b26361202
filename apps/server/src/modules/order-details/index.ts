/** Public entry of the order-details area: other modules and the app import only from here. */
export { orderDetailsRoutes } from './routes';
