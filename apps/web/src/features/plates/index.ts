/** Public entry of the plates feature. */
export { PlateManagementScreen } from './plate-management-screen';
