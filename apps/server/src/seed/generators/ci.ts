/** Continuous-improvement board: employee accounts who make suggestions, the suggestions and their review history. */
import type { ciStatusHistory, ciSuggestionTechnicians, ciSuggestions } from '../../db/schema';
import type { CiStatus } from '../../db/codes';
import { asciiSlug, uniquePersonName, type CountryCode } from '../names';
import { forkRandom } from '../random';
import { DEMO_ACCOUNTS, DEMO_LOCALISATIONS } from '../reference-data';
import { CI_COMMITTEE_NOTES, CI_EMPLOYEE_NOTES, CI_IDEAS } from '../ci-texts';
import { DAY_MS, isoDay, MINUTE_MS } from '../time';
import { orgTime, pastMoment, type OrgInfo, type World } from '../world';
import { pushTo, type WorkOrder } from './orders';
import type { Tech } from './people';

/** Employees (CI board users without a password: they sign in elsewhere) who made suggestions. */
export interface Employee {
  username: string;
  firstname: string;
  lastname: string;
  countryCode: CountryCode;
  org: OrgInfo;
  teamId: number | null;
  /** Set once the account row exists. */
  userId: number;
}

const EMPLOYEES_PER_COUNTRY: [CountryCode, number][] = [
  ['TR', 12],
  ['RU', 6],
  ['KZ', 4],
  ['AZ', 4],
];

export function generateEmployees(world: World, usedNames: Set<string>): Employee[] {
  const random = forkRandom(world.seed, 'ci-employees');
  const usernames = new Set<string>(DEMO_ACCOUNTS.map((a) => a.username));
  const result: Employee[] = [];
  for (const [country, count] of EMPLOYEES_PER_COUNTRY) {
    const orgs = world.orgs.filter((o) => o.countryCode === country);
    for (let i = 0; i < Math.max(1, Math.round(count * Math.min(world.scale, 4))); i++) {
      const name = uniquePersonName(random, country, usedNames, 0.2);
      let username = `${asciiSlug(name.first)}.${asciiSlug(name.last)}`;
      for (let n = 2; usernames.has(username); n++) username = `${asciiSlug(name.first)}.${asciiSlug(name.last)}${n}`;
      usernames.add(username);
      const org = random.pick(orgs);
      const teams = world.teams.filter((t) => t.org === org);
      result.push({ username, firstname: name.first, lastname: name.last, countryCode: country, org, teamId: teams.length > 0 ? random.pick(teams).id : null, userId: 0 });
    }
  }
  return result;
}

export interface CiRows {
  suggestions: (typeof ciSuggestions.$inferInsert)[];
  technicians: (typeof ciSuggestionTechnicians.$inferInsert)[];
  history: (typeof ciStatusHistory.$inferInsert)[];
}

interface Author {
  userId: number;
  fullName: string;
  org: OrgInfo;
}

export function generateSuggestions(world: World, employees: Employee[], techs: Tech[], orders: WorkOrder[]): CiRows {
  const random = forkRandom(world.seed, 'ci-suggestions');
  const account = (username: string, orgunit: string): Author => {
    const a = DEMO_ACCOUNTS.find((x) => x.username === username)!;
    return { userId: world.userIdsByName.get(username)!, fullName: `${a.firstname} ${a.lastname}`, org: world.orgByUnit.get(orgunit)! };
  };
  // The demo CI accounts work for TR30 (ciuser) and TR10 (committee) teams.
  const ciUser = account('ciuser', 'TR30');
  const committee = account('committee', 'TR10');
  const authors: Author[] = employees.map((e) => ({ userId: e.userId, fullName: `${e.firstname} ${e.lastname}`, org: e.org }));
  const departments = Object.keys(DEMO_LOCALISATIONS.department);
  const wasteTypes = Object.keys(DEMO_LOCALISATIONS.ciWasteType);
  const isgTypes = Object.keys(DEMO_LOCALISATIONS.ciIsgType);
  const techsByOrg = new Map<string, Tech[]>();
  for (const t of techs) if (t.active) pushTo(techsByOrg, t.org.orgunit, t);
  const ordersByOrg = new Map<string, WorkOrder[]>();
  for (const o of orders) pushTo(ordersByOrg, o.org.orgunit, o);

  interface Draft {
    author: Author;
    createdAt: Date;
    status: CiStatus;
    row: Omit<typeof ciSuggestions.$inferInsert, 'id' | 'recordReferenceKey'>;
    history: Omit<typeof ciStatusHistory.$inferInsert, 'suggestionId'>[];
    techs: string[];
  }
  const drafts: Draft[] = [];
  const count = world.volume(150, 12);
  for (let i = 0; i < count; i++) {
    const author = random.weighted<Author>([
      [ciUser, 22],
      [committee, 8],
      [random.pick(authors), 70],
    ]);
    const org = author.org;
    const lang = org.lang;
    const age = Math.floor(random.next() ** 1.3 * 150);
    const day = world.today - age;
    // Room for up to three decisions a minute apart before the seeding moment.
    const createdAt = new Date(Math.min(pastMoment(world, orgTime(org, day, random.int(8 * 60, 18 * 60))).getTime(), pastMoment(world, world.now).getTime() - 4 * MINUTE_MS));
    const status = random.weighted<CiStatus>(
      age < 7
        ? [
            ['WAITING_APPROVAL', 70],
            ['APPROVED', 15],
            ['REJECTED', 10],
            ['LIVE', 5],
          ]
        : [
            ['WAITING_APPROVAL', 25],
            ['APPROVED', 25],
            ['LIVE', 32],
            ['REJECTED', 18],
          ],
    );
    const isWasteType = random.chance(0.6);
    const idea = random.pick(CI_IDEAS[lang][isWasteType ? 'waste' : 'isg']);
    const grading = status === 'LIVE' ? random.weighted<string>([
      ['A', 25],
      ['B', 45],
      ['C', 30],
    ]) : null;
    const notes = CI_COMMITTEE_NOTES[lang];
    const committeeNote =
      status === 'REJECTED' ? random.pick(notes.reject) : status === 'APPROVED' && random.chance(0.6) ? random.pick(notes.approve) : status === 'LIVE' && random.chance(0.7) ? random.pick(notes.live) : null;
    const due = status === 'APPROVED' || status === 'LIVE' || (status === 'WAITING_APPROVAL' && random.chance(0.2)) ? isoDay(day + random.int(30, 120)) : null;
    const isGraded = status === 'LIVE' && random.chance(0.7);
    const order = random.chance(0.25) ? random.pick(ordersByOrg.get(org.orgunit) ?? orders) : null;

    // Review history: created, then the committee's decisions, each a little later (never after today).
    const history: Draft['history'] = [{ createdAt, createdByName: author.fullName, previousStatus: null, status: 'WAITING_APPROVAL', previousGradingType: null, gradingType: null }];
    let at = createdAt.getTime();
    const limit = Math.min(orgTime(org, world.today, 17 * 60).getTime(), pastMoment(world, world.now).getTime() - 3 * MINUTE_MS);
    const step = () => {
      at = Math.min(limit, at + random.int(4 * 60, Math.max(5 * 60, Math.min(age, 12) * 24 * 60)) * MINUTE_MS);
      return new Date(at);
    };
    if (status === 'APPROVED' || status === 'LIVE') history.push({ createdAt: step(), createdByName: committee.fullName, previousStatus: 'WAITING_APPROVAL', status: 'APPROVED', previousGradingType: null, gradingType: null });
    if (status === 'LIVE') {
      const first = random.chance(0.3) ? random.pick(['A', 'B', 'C'].filter((g) => g !== grading)) : grading;
      history.push({ createdAt: step(), createdByName: committee.fullName, previousStatus: 'APPROVED', status: 'LIVE', previousGradingType: null, gradingType: first });
      if (first !== grading) history.push({ createdAt: step(), createdByName: committee.fullName, previousStatus: 'LIVE', status: 'LIVE', previousGradingType: first, gradingType: grading });
    }
    if (status === 'REJECTED') history.push({ createdAt: step(), createdByName: committee.fullName, previousStatus: 'WAITING_APPROVAL', status: 'REJECTED', previousGradingType: null, gradingType: null });
    // Keep the history strictly ordered even when clamped to today.
    for (let h = 1; h < history.length; h++) {
      const prev = (history[h - 1].createdAt as Date).getTime();
      if ((history[h].createdAt as Date).getTime() <= prev) history[h].createdAt = new Date(prev + MINUTE_MS);
    }
    const orgTechs = techsByOrg.get(org.orgunit) ?? [];
    drafts.push({
      author,
      createdAt,
      status,
      techs: random.chance(0.35) ? random.sample(orgTechs, random.int(1, 3)).map((t) => t.bpNo) : [],
      history,
      row: {
        createdByUserId: author.userId,
        fullName: author.fullName,
        orgunit: org.orgunit,
        department: random.chance(0.5) ? 'SERVICE' : random.pick(departments),
        countryCode: org.countryCode,
        isWasteType,
        wasteType: isWasteType ? random.pick(wasteTypes) : null,
        isgType: isWasteType ? null : random.pick(isgTypes),
        problem: idea.problem,
        proposal: idea.proposal,
        status,
        gradingType: grading,
        bestPractice: status === 'LIVE' ? random.chance(0.2) : null,
        isGraded,
        gradedBy: isGraded ? committee.fullName : null,
        committeeNote,
        employeeNote: random.chance(0.3) ? random.pick(CI_EMPLOYEE_NOTES[lang]) : null,
        dueDate: due,
        serialNumber: order?.machine.serial ?? null,
        workOrderNo: order?.orderNumber ?? null,
        createdAt,
        updatedAt: history[history.length - 1].createdAt,
      },
    });
  }

  // Reference keys count up per year in creation order: CI-2026-000123.
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const perYear = new Map<number, number>();
  const result: CiRows = { suggestions: [], technicians: [], history: [] };
  drafts.forEach((d, index) => {
    const id = index + 1;
    const year = new Date(d.createdAt.getTime() + 3 * 3_600_000).getUTCFullYear();
    const seq = (perYear.get(year) ?? 100 + Math.floor((d.createdAt.getTime() / DAY_MS) % 7) * 13) + 1;
    perYear.set(year, seq);
    result.suggestions.push({ id, recordReferenceKey: `CI-${year}-${String(seq).padStart(6, '0')}`, ...d.row });
    for (const bpNo of d.techs) result.technicians.push({ suggestionId: id, technicianBpNo: bpNo });
    for (const h of d.history) result.history.push({ suggestionId: id, ...h });
  });
  return result;
}
