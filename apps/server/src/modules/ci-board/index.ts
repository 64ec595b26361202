// Continuous-improvement board (spec part 2): the public entry.
export { ciBoardRoutes } from './routes';
