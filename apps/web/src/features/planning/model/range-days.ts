import type { PlanningTechnician } from '@fsp/domain';

/**
 * The range views (3 days, week) ask the server for each shown day with the Day view's own call, so every
 * day is cached on its own, and lay the answers over one another per technician (docs/decisions/0022
 * "Views"): a technician in any day's answer is shown, each item once (by id), and the team of each day's
 * answer is kept, since its calendar hours (the day's working hours) differ from day to day.
 */

type Team = PlanningTechnician['team'];

/** A technician of the range views: the team of each shown day's answer, undefined where that day did not list them. */
export type RangeTechnician = PlanningTechnician & { dayTeams?: readonly (Team | undefined)[] };

/** The team of each shown day for a technician of the range views; undefined for one of a single day's answer. */
export function dayTeamsOf(technician: object): readonly (Team | undefined)[] | undefined {
  return (technician as { dayTeams?: readonly (Team | undefined)[] }).dayTeams;
}

function mergeOne(sources: readonly (PlanningTechnician | undefined)[]): RangeTechnician {
  const present = sources.filter((source): source is PlanningTechnician => source !== undefined);
  const seen = new Set<number>();
  const schedulers: PlanningTechnician['schedulers'] = [];
  for (const source of present) {
    for (const item of source.schedulers) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      schedulers.push(item);
    }
  }
  schedulers.sort((a, b) => a.startDate - b.startDate || a.id - b.id);
  return {
    ...present[0],
    schedulers,
    warning: present.some((source) => source.warning),
    shouldBeDeletedTechnician: present.some((source) => source.shouldBeDeletedTechnician),
    dayTeams: sources.map((source) => source?.team),
  };
}

/** The shown days' answers (first day first) as one list: technicians in order of first appearance. */
export type RangeMerger = (days: readonly (readonly PlanningTechnician[])[]) => PlanningTechnician[];

/**
 * A merger that keeps a technician's merged object while each day's object of that technician is the same
 * as last time (TanStack Query keeps unchanged objects), so the grid's memoised rows re-render only where a
 * day's answer changed.
 */
export function createRangeMerger(): RangeMerger {
  let cache = new Map<string, { sources: (PlanningTechnician | undefined)[]; result: RangeTechnician }>();
  return (days) => {
    const order: string[] = [];
    const byId = new Map<string, (PlanningTechnician | undefined)[]>();
    days.forEach((technicians, day) => {
      for (const technician of technicians) {
        let sources = byId.get(technician.id);
        if (sources === undefined) {
          sources = Array.from({ length: days.length }, () => undefined);
          byId.set(technician.id, sources);
          order.push(technician.id);
        }
        sources[day] = technician;
      }
    });
    const next = new Map<string, { sources: (PlanningTechnician | undefined)[]; result: RangeTechnician }>();
    const merged = order.map((id) => {
      const sources = byId.get(id)!;
      const cached = cache.get(id);
      const entry =
        cached && cached.sources.length === sources.length && cached.sources.every((source, index) => source === sources[index])
          ? cached
          : { sources, result: mergeOne(sources) };
      next.set(id, entry);
      return entry.result;
    });
    cache = next;
    return merged;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The technician with the team of the shown day that holds `at` (epoch ms), so the working hours a move is
 * checked against are that day's calendar hours; the technician as it is outside the range views or on a
 * day whose answer did not list them.
 */
export function withTeamOfDay<T extends { team: Team }>(technician: T, firstDayStart: number, at: number): T {
  const teams = dayTeamsOf(technician);
  const team = teams?.[Math.floor((at - firstDayStart) / DAY_MS)];
  return team === undefined ? technician : { ...technician, team };
}
