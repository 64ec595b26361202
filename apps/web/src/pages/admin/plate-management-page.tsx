import { PlateManagementScreen } from '../../features/plates';

/** Plate management (part 2 §2). */
export default function PlateManagementPage() {
  return <PlateManagementScreen />;
}
