// Team management (spec part 2 §2): the screen of /admin/team-management.
export { TeamManagementScreen } from './team-management-screen';
