/** Public entry of the planning area: other modules import only from here. */
export { fullNameOf } from './history-text';
export { planningRoutes } from './routes';
export { definePlanningJobs } from './grid-jobs';
