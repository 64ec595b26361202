import {
  SAVE_ERRORS,
  notAssignmentError,
  calendarHoursOn,
  resolveWorkingHours,
  ymdFromEpoch,
  saveRefusal,
  truncateToMinute,
  workAreaNotOfOrganizationError,
  workAreaOfPayload,
  workAreaRequired,
  type RuleConfig,
  type SaveSchedulesRequest,
  type SchedulePayload,
  type SchedulePrevious,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../plugins/auth';
import { subjectsInScope } from '../../plugins/scope';
import { callerZoneOr, offsetAt } from '../../time/local-day';
import { updateDetail, withReasonForChange } from './history-text';
import { formatRange } from './planning-day';
import { calendarEntriesBetween, loadSubjects, loadTeamHours, loadTechnicians, loadWorkAreas, type HistoryEntry, type NewItem, type PlannedColumns } from './save-repo';

const ONE_DAY_MS = 86_400_000;

/** What decides how a stored item's change is written (from lockStoredItem). */
interface StoredItem {
  technicianBpNo: string;
  technicianName: string;
  timeZone: string;
  workingStatus: string;
  startDate: Date;
  endDate: Date;
}

/** The stored planned fields a client's `previous` is compared with (from lockStoredItem). */
export type StoredPlannedFields = Pick<StoredItem, 'technicianBpNo' | 'startDate' | 'endDate'> & {
  schedulerJobType: string | null;
  forceNormalShift: boolean;
  assignedBayNo: string | null;
  plInfo: boolean;
  workAreaId: number | null;
  latitude: number | null;
  longitude: number | null;
  planRejectReasonSourceType: string | null;
};

/**
 * Whether the stored item differs from what the client read before its change, in any field the client gave
 * (decision 0036). Times are compared to the minute, as they are stored. The working status is not compared:
 * technicians change it from the field all day and an update does not write it.
 */
export function changedSince(previous: SchedulePrevious | undefined, stored: StoredPlannedFields): boolean {
  if (!previous) return false;
  const differs = <T>(given: T | undefined, now: T) => given !== undefined && (given ?? null) !== (now ?? null);
  return (
    differs(previous.startDate === undefined ? undefined : truncateToMinute(previous.startDate), truncateToMinute(stored.startDate.getTime())) ||
    differs(previous.endDate === undefined ? undefined : truncateToMinute(previous.endDate), truncateToMinute(stored.endDate.getTime())) ||
    differs(previous.technicianId, stored.technicianBpNo) ||
    differs<string | null>(previous.schedulerJobType, stored.schedulerJobType) ||
    differs(previous.forceNormalShift, stored.forceNormalShift) ||
    differs<string | null>(previous.assignedBayNo, stored.assignedBayNo) ||
    differs(previous.plInfo, stored.plInfo) ||
    differs<number | null>(previous.workAreaId, stored.workAreaId) ||
    // An update writes the site and the reason source too, so a colleague's saved value is not overwritten either.
    differs<number | null>(previous.latitude, stored.latitude) ||
    differs<number | null>(previous.longitude, stored.longitude) ||
    differs<string | null>(previous.planRejectReasonSourceType, stored.planRejectReasonSourceType)
  );
}

/**
 * What a save checks before the database is asked (spec part 1 §4, §5) and what its changes write, from
 * reference data read once per save in a few queries (technicians, subjects, drafts and work areas in the
 * caller's scope; team hours, calendars, country settings). The rows a change touches are read again
 * under lock in its own transaction. Working hours and allowances are read in the technician's country
 * zone; history rows show ranges in the browser's zone when it sent one.
 */
export async function prepareSave(db: Db, configFor: (countryCode: string) => Promise<RuleConfig>, body: SaveSchedulesRequest, ctx: RequestContext) {
  const { scope } = ctx;
  const [techs, subjects, reachable, areaOrganizations] = await Promise.all([
    loadTechnicians(db, [...new Set(body.schedules.map((s) => s.technicianId))], scope),
    loadSubjects(db, body.schedules, scope),
    subjectsInScope(db, scope, { drafts: body.schedules.flatMap((s) => (s.draftId ? [s.draftId] : [])) }),
    // Every id an item may name as its work area, in either field; which one counts depends on the organization.
    loadWorkAreas(db, body.schedules.flatMap((s) => [s.workAreaId, Number(s.assignedBayNo?.trim())].filter((id): id is number => Number.isSafeInteger(id) && id! > 0)), scope),
  ]);
  const calendarIds = [...new Set([...techs.values()].flatMap((tech) => (tech.calendarId !== null ? [tech.calendarId] : [])))];
  const countryCodes = [...new Set([...techs.values()].map((tech) => tech.countryCode))];
  const starts = body.schedules.map((p) => p.startDate);
  const [teamHours, configList, calendarRows] = await Promise.all([
    loadTeamHours(db, [...new Set([...techs.values()].flatMap((tech) => (tech.teamId !== null ? [tech.teamId] : [])))]),
    Promise.all(countryCodes.map(async (code) => [code, await configFor(code)] as const)),
    // Every entry that can start on the local day of a change's start, whatever the zone.
    starts.length ? calendarEntriesBetween(db, calendarIds, Math.min(...starts) - ONE_DAY_MS, Math.max(...starts) + ONE_DAY_MS) : [],
  ]);
  const configs = new Map(configList);
  const calendarEntriesOf = new Map<number, { startDate: number; endDate: number }[]>();
  for (const row of calendarRows) calendarEntriesOf.set(row.calendarId, [...(calendarEntriesOf.get(row.calendarId) ?? []), row]);

  const zoneFor = (tech: { timeZone: string } | undefined) => callerZoneOr(ctx, tech?.timeZone);

  /** The rules of spec part 1 §4, §5 (one rule, decision 0013); null when the change passes. */
  function ruleRefusal(p: SchedulePayload, isUpdate: boolean): string | null {
    const tech = techs.get(p.technicianId);
    if (!tech) return SAVE_ERRORS.unknownTechnician;
    if (!tech.active) return SAVE_ERRORS.inactiveTechnician;
    if (!p.workOrderItemId === !p.trainingVacationId) return SAVE_ERRORS.itemRequired;
    const item = p.workOrderItemId ? subjects.liveItems.get(p.workOrderItemId) : undefined;
    const trainingVacation = p.trainingVacationId ? subjects.activeTrainingVacations.get(p.trainingVacationId) : undefined;
    if (p.workOrderItemId && !item) return SAVE_ERRORS.unknownItem;
    if (p.trainingVacationId && !trainingVacation) return SAVE_ERRORS.unknownTrainingVacation;
    // Each country has its own kinds (allowances, labor types, names in its language): another country's is none of the technician's.
    if (trainingVacation && trainingVacation.countryCode !== null && trainingVacation.countryCode !== tech.countryCode) return SAVE_ERRORS.unknownTrainingVacation;
    const tzOffset = offsetAt({ timeZone: tech.timeZone }, p.startDate);
    const refused = saveRefusal({
      start: p.startDate,
      end: p.endDate,
      subject: item
        ? { kind: 'workOrder', simType: item.simType, jobCode: item.jobCode, simChannel: item.simChannel }
        : { kind: 'trainingVacation', allowance: trainingVacation! },
      orgunit: tech.orgunit,
      technicianOrganizations: [tech],
      hours: resolveWorkingHours({
        organization: { workHourStartTime: tech.workHourStartTime, workHourEndTime: tech.workHourEndTime },
        team: {
          workingHours: tech.teamId !== null ? teamHours.get(tech.teamId) : null,
          // The calendar's entries on the local day the change starts (issue 13: one rule for grid, drawer and save).
          calendarHours: tech.calendarId !== null ? calendarHoursOn(calendarEntriesOf.get(tech.calendarId) ?? [], ymdFromEpoch(p.startDate, tzOffset), tzOffset) : null,
        },
      }),
      tzOffsetMinutes: tzOffset,
      config: configs.get(tech.countryCode) ?? {},
      forceNormalShift: p.forceNormalShift,
      schedulerJobType: p.schedulerJobType,
      workAreaId: p.workAreaId,
      planChange: isUpdate ? { planRejectReasonSourceType: p.planRejectReasonSourceType } : undefined,
    });
    if (refused === 'notAssignment') return notAssignmentError(trainingVacation!.laborTypeText || trainingVacation!.name);
    return refused ? SAVE_ERRORS[refused] : null;
  }

  /**
   * The payload with its work area read as the technician's organization reads it (assignedBayNo is the
   * area in an area organization, docs/api-conventions.md "Work areas"), or the refusal of that area.
   */
  function withWorkArea<P extends SchedulePayload>(p: P): { payload: P; refused: string | null } {
    const tech = techs.get(p.technicianId);
    const enabled = tech !== undefined && workAreaRequired(tech.orgunit, configs.get(tech.countryCode) ?? {});
    const choice = workAreaOfPayload(p, enabled);
    if (!choice.ok) return { payload: p, refused: SAVE_ERRORS[choice.refusal] };
    const payload = { ...p, workAreaId: choice.workAreaId, assignedBayNo: choice.assignedBayNo };
    // A work area of another organization, an unknown one and one outside the caller's scope are refused alike.
    if (tech && choice.workAreaId !== null && areaOrganizations.get(choice.workAreaId) !== tech.orgunit) {
      return { payload, refused: workAreaNotOfOrganizationError(tech.orgunit) };
    }
    return { payload, refused: null };
  }

  const areaRefusals = new Map<string, string>();
  const schedules = body.schedules.map((s) => {
    const { payload, refused } = withWorkArea(s);
    if (refused) areaRefusals.set(s.key, refused);
    return payload;
  });

  /** Columns a create or update writes from the payload (times with seconds zeroed). */
  function plannedColumns(p: SchedulePayload): PlannedColumns & { startDate: Date; endDate: Date } {
    return {
      technicianBpNo: p.technicianId,
      workOrderItemId: p.workOrderItemId ?? null,
      trainingVacationId: p.trainingVacationId ?? null,
      startDate: new Date(truncateToMinute(p.startDate)),
      endDate: new Date(truncateToMinute(p.endDate)),
      schedulerJobType: p.schedulerJobType ?? null,
      forceNormalShift: p.forceNormalShift ?? false,
      assignedBayNo: p.assignedBayNo ?? null,
      plInfo: p.plInfo ?? false,
      planRejectReasonSourceType: p.planRejectReasonSourceType ?? null,
      workAreaId: p.workAreaId ?? null,
      latitude: p.latitude ?? null,
      longitude: p.longitude ?? null,
    };
  }

  return {
    /** The payloads with their work area read as their organization reads it, in the request's order. */
    schedules,

    /**
     * Why a new or changed item may not be saved, or null: first a draft that is unknown or outside the
     * caller's scope, or a work area the item may not name; then the planning rules.
     */
    refusal(p: SchedulePayload, isUpdate: boolean): string | null {
      if (p.draftId && !reachable.drafts.has(p.draftId)) return SAVE_ERRORS.draftNotOpen;
      return areaRefusals.get(p.key) ?? ruleRefusal(p, isUpdate);
    },

    /** A new item (INFORMED_SAVED, or OFFDAY for training/vacation) with its first history row; the draft's history line. */
    newItem(p: SchedulePayload): { item: NewItem; assignedDetail: string } {
      const tech = techs.get(p.technicianId)!;
      const columns = plannedColumns(p);
      const workingStatus = p.trainingVacationId ? 'OFFDAY' : 'INFORMED_SAVED';
      const range = formatRange(columns.startDate.getTime(), columns.endDate.getTime(), zoneFor(tech));
      return {
        item: { columns, workingStatus, draftId: p.draftId ?? null, history: { status: workingStatus, detail: `Planned ${range}`, startDate: columns.startDate, endDate: columns.endDate } },
        assignedDetail: `Assigned to ${tech.fullName}, ${range}`,
      };
    },

    /** The columns an update writes and its history row (the status is kept; the move, the new technician, the reason). */
    update(p: SchedulePayload, old: StoredItem): { columns: PlannedColumns; history: HistoryEntry } {
      const tech = techs.get(p.technicianId)!;
      const columns = plannedColumns(p);
      const zone = zoneFor(tech);
      const oldRange = formatRange(old.startDate.getTime(), old.endDate.getTime(), zone);
      const newRange = formatRange(columns.startDate.getTime(), columns.endDate.getTime(), zone);
      const reassigned = old.technicianBpNo !== p.technicianId ? { from: old.technicianName, to: tech.fullName } : null;
      const detail = withReasonForChange(updateDetail(oldRange, newRange, reassigned), p);
      return { columns, history: { status: old.workingStatus, detail, startDate: columns.startDate, endDate: columns.endDate } };
    },

    /** A deletion's history row, and the line of a draft that opens again because of it. */
    deletion(old: StoredItem): { history: HistoryEntry; reopenedDetail: string } {
      const oldRange = formatRange(old.startDate.getTime(), old.endDate.getTime(), zoneFor(old));
      return {
        history: { status: old.workingStatus, detail: `Deleted (was ${oldRange})`, startDate: old.startDate, endDate: old.endDate },
        reopenedDetail: `Assignment deleted (was ${oldRange}, ${old.technicianName})`,
      };
    },
  };
}

export type PreparedSave = Awaited<ReturnType<typeof prepareSave>>;
