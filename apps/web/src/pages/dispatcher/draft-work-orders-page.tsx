import { DraftWorkOrdersScreen } from '../../features/draft-work-orders/draft-work-orders-screen';

/** Draft work orders (part 1 §2). */
export default function DraftWorkOrdersPage() {
  return <DraftWorkOrdersScreen />;
}
