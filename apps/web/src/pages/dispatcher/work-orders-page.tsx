import { WorkOrderSearchScreen } from '../../features/work-order-search/work-order-search-screen';

/** Work-order search (part 1 §2). */
export default function WorkOrdersPage() {
  return <WorkOrderSearchScreen />;
}
