// Usage statistics (spec part 2 §2): the screen of /admin/statistics.
export { StatisticsScreen } from './statistics-screen';
