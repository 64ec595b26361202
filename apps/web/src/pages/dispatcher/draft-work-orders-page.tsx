import { DraftWorkOrdersScreen } from '../../features/drafts';

/** Draft work orders (part 1 §2). */
export default function DraftWorkOrdersPage() {
  return <DraftWorkOrdersScreen />;
}
