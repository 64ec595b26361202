/** Public entry of the samples area (oil-sample search). */
export { sampleRoutes } from './routes';
