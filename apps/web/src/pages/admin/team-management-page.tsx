import { TeamManagementScreen } from '../../features/team-management';

/** Team management (part 2 §2). */
export default function TeamManagementPage() {
  return <TeamManagementScreen />;
}
