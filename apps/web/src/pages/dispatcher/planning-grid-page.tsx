import { PlanningBoard } from '../../features/planning';

/** The screen's first read, started by the router before the board renders. */
export { prefetchInitialGrid as prefetch } from '../../features/planning';

/** Planning grid (part 1 §2): technician timeline, work orders, training/vacation and changes tabs. */
export default function PlanningGridPage() {
  return <PlanningBoard />;
}
