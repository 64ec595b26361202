/** Technicians: names per country, bpNo, team membership, flags. Last known locations are set after planning. */
import type { technicians } from '../../db/schema';
import { asciiSlug, uniquePersonName, type CountryCode } from '../names';
import { forkRandom, type Random } from '../random';
import { orgTime, type OrgInfo, type TeamInfo, type World } from '../world';

export interface Tech {
  bpNo: string;
  fullName: string;
  org: OrgInfo;
  team: TeamInfo | null;
  active: boolean;
  shouldBeDeleted: boolean;
  warning: boolean;
  /** Gets assignments: active and in a team. */
  planned: boolean;
  row: typeof technicians.$inferInsert;
}

/** Technicians per (non-dispatcher) team at scale 1. */
const PER_TEAM: Record<CountryCode, number> = { TR: 6, RU: 5, KZ: 4, AZ: 3, KG: 3 };

export function mobileNumber(random: Random, country: CountryCode): string {
  switch (country) {
    case 'TR':
      return `+90 5${random.pick(['05', '30', '32', '33', '35', '41', '42', '44', '52', '55'])} ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`;
    case 'RU':
      return `+7 9${random.digits(2)} ${random.digits(3)}-${random.digits(2)}-${random.digits(2)}`;
    case 'KZ':
      return `+7 7${random.pick(['01', '02', '05', '07', '71', '75', '77'])} ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`;
    case 'AZ':
      return `+994 ${random.pick(['50', '51', '55', '70', '77'])} ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`;
    case 'KG':
      return `+996 ${random.pick(['550', '555', '700', '707', '770', '777', '999'])} ${random.digits(3)} ${random.digits(3)}`;
  }
}

export function generateTechnicians(world: World): Tech[] {
  const random = forkRandom(world.seed, 'technicians');
  const usedNames = new Set<string>();
  const techs: Tech[] = [];
  let bp = 10_000_100;

  const add = (org: OrgInfo, team: TeamInfo | null) => {
    bp += random.int(1, 29);
    const name = uniquePersonName(random, org.countryCode, usedNames, 0.03);
    // Dispatcher-team members stay active so the demo account's planning grid is full.
    const active = team?.dispatcherTeam ? true : !random.chance(0.02);
    const shouldBeDeleted = active && random.chance(0.02);
    const warning = random.chance(0.04);
    const bpNo = String(bp);
    const tech: Tech = {
      bpNo,
      fullName: name.full,
      org,
      team,
      active,
      shouldBeDeleted,
      warning,
      planned: active && team !== null,
      row: {
        bpNo,
        fullName: name.full,
        orgunit: org.orgunit,
        teamId: team?.id ?? null,
        email: random.chance(0.8) ? `${asciiSlug(name.first)}.${asciiSlug(name.last)}@service.example.com` : null,
        mobile: random.chance(0.9) ? mobileNumber(random, org.countryCode) : null,
        active,
        shouldBeDeleted,
        warning,
        createdAt: orgTime(org, world.today - random.int(30, 2500), random.int(9 * 60, 17 * 60)),
      },
    };
    techs.push(tech);
  };

  for (const org of world.orgs) {
    for (const team of world.teams.filter((t) => t.org === org)) {
      const count = team.dispatcherTeam ? random.int(8, 15) : Math.max(1, Math.round(PER_TEAM[org.countryCode] * world.scale * random.float(0.6, 1.4)));
      for (let i = 0; i < count; i++) add(org, team);
    }
    // Technicians the HR sync delivered without a team yet.
    const withoutTeam = Math.round(random.int(0, 2) * world.scale);
    for (let i = 0; i < withoutTeam; i++) add(org, null);
  }
  return techs;
}
