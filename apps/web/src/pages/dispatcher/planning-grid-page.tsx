import { PlanningBoard } from '../../features/planning';

/** Planning grid (part 1 §2): technician timeline, work orders, training/vacation and changes tabs. */
export default function PlanningGridPage() {
  return <PlanningBoard />;
}
