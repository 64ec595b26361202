import { WorkOrderSearchScreen } from '../../features/work-order-search';

/** Work-order search (part 1 §2). */
export default function WorkOrdersPage() {
  return <WorkOrderSearchScreen />;
}
