/** Public entry of the survey-sending area: other modules and the app import only from here. */
export { surveySendingRoutes } from './routes';
