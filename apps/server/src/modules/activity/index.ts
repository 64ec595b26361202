/** Public entry of the activity area: other modules import only from here. */
export { recordActivity, type ActivityEventInput } from './record-activity';
export { activityRoutes } from './routes';
