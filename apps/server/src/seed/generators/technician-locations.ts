/** The technicians' last known positions: at today's job when on site, else near their centre. */
import { forkRandom } from '../random';
import { MINUTE_MS } from '../time';
import { nearby, type World } from '../world';
import type { Tech } from './people';
import type { Assignment } from './planning';

/**
 * Technicians' last known positions: at today's job when they are on site, else around their service centre, last
 * seen up to `seenBy` (the seeding moment, or the clock when the plan is loaded as at an earlier time of day).
 */
export function technicianLocations(world: World, techs: Tech[], list: Assignment[], seenBy: Date = world.now) {
  const random = forkRandom(world.seed, 'technician-locations');
  const onSiteToday = new Map<string, Assignment>();
  for (const a of list) {
    if (a.day === world.today && a.item && (a.status === 'ONSITE' || a.status === 'INPROCESS' || a.status === 'ENROUTE')) onSiteToday.set(a.tech.bpNo, a);
  }
  const nowMs = Math.floor(seenBy.getTime() / MINUTE_MS) * MINUTE_MS;
  for (const tech of techs) {
    if (!tech.active) continue;
    const permissionDisabled = random.chance(0.04);
    tech.row.locationPermissionDisabled = permissionDisabled;
    const current = onSiteToday.get(tech.bpNo);
    if (!current && random.chance(0.25)) continue;
    const order = current?.item?.order;
    const point = order && current.status !== 'ENROUTE' ? nearby(random, order.location.latitude, order.location.longitude, 0.3) : nearby(random, tech.org.latitude, tech.org.longitude, 25);
    const fresh = !permissionDisabled && (current !== undefined || random.chance(0.8));
    const minutesAgo = fresh ? random.int(1, current ? 90 : 470) : random.int(9 * 60, 4 * 24 * 60);
    tech.row.lastLatitude = point.latitude;
    tech.row.lastLongitude = point.longitude;
    tech.row.lastSeenAt = new Date(nowMs - minutesAgo * MINUTE_MS);
  }
}
