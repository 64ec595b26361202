import type { Vehicle } from '@fsp/domain';

export type PlateStatus = 'active' | 'inactive' | 'upcoming';
export const PLATE_STATUSES: readonly PlateStatus[] = ['active', 'inactive', 'upcoming'];

/**
 * A plate's status on `today` (YYYYMMDD, like its dates): registered from its registration day through its
 * deactivation day, both included (the server's vehicles_plate_no_overlap takes the same closed range, and the
 * dialog accepts a deactivation on the registration day), so it is inactive from the day after the deactivation.
 *
 * "Today" is the browser's day, as everywhere else on this screen: the add dialog offers the browser's today as the
 * registration day and the list shows the stored days as they are. The plate's organization's country is not used:
 * the list carries no country zone for it, and a person reading the list compares with their own calendar.
 */
export function plateStatus(vehicle: Pick<Vehicle, 'activationDate' | 'deactivationDate'>, today: string): PlateStatus {
  if (vehicle.deactivationDate < today) return 'inactive';
  if (vehicle.activationDate > today) return 'upcoming';
  return 'active';
}
