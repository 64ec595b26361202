import { zoneOffsetMinutes, type GridTechnician, type TzOffset } from '@fsp/domain';
import { timezoneOffsetMinutes } from './browser-time-zone';

type ZoneSource = Pick<GridTechnician, 'organization'>;

/**
 * The offset (minutes east of UTC) of the technician's country at an instant: working hours and
 * training/leave windows are wall-clock times there, and the server checks them there. The browser's
 * own offset when the country's zone is unknown.
 */
export function technicianOffsetAt(technician: ZoneSource, at: number): number {
  const zone = technician.organization.timeZone;
  return (zone ? zoneOffsetMinutes(zone, at) : null) ?? timezoneOffsetMinutes(new Date(at));
}

/** The same as a zone for the rules that take one (the wizard's task checks). */
export function technicianZone(technician: ZoneSource): TzOffset {
  return (at: number) => technicianOffsetAt(technician, at);
}
