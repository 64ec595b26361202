import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  assignmentWorkAmounts,
  assignments,
  attachments,
  countries,
  organizations,
  teamWorkingHours,
  teams,
  technicians,
  trainingVacations,
  workAreas,
  workOrderItems,
} from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { inScope } from '../../plugins/scope';
import { turkishSortKey } from '../../db/text-match';
import { calendarEntriesBetween } from './save-repo';

/** Epoch ms straight from the database (whole ms: PostgreSQL keeps microseconds), no Date parsing for thousands of rows. */
const epochMs = (column: AnyPgColumn) => sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);

const planningOrganizationColumns = (o: typeof organizations) => ({
  orgunit: o.orgunit,
  displayName: o.displayName,
  countryCode: o.countryCode,
  workHourStartTime: o.workHourStartTime,
  workHourEndTime: o.workHourEndTime,
  forceNormalShiftEnabled: o.forceNormalShiftEnabled,
});

/** One technician's searched day [start, end) (days differ per technician only when the zone comes from its country). */
export interface TechnicianDay {
  bpNo: string;
  start: number;
  end: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** One array parameter (`= any($1::int[])`) instead of thousands of `in ($1, ...)` parameters. */
const intArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/** The work-order columns of the raw scheduler query (w: work_orders, c: customers, wo: the order's organization). */
const workOrderSelect = sql.raw(`
  w.id as "woId", w.order_number as "woOrderNumber", w.customer_number as "woCustomerNumber", c.name as "woCustomer",
  w.description as "woDescription", w.serial_number as "woSerialNumber", w.model_number as "woModelNumber",
  w.latitude as "woLatitude", w.longitude as "woLongitude", w.code as "woCode", w.code_txt as "woCodeTxt",
  w.sim_stage as "woSimStage", w.sim_stage_txt as "woSimStageTxt", w.sim_type as "woSimType", w.sim_channel as "woSimChannel",
  w.status as "woStatus", w.status_txt as "woStatusTxt",
  floor(extract(epoch from w.plan_from) * 1000)::float8 as "woPlanFrom", floor(extract(epoch from w.plan_to) * 1000)::float8 as "woPlanTo",
  w.segment_code as "woSegmentCode", w.job_code as "woJobCode", w.job_code_txt as "woJobCodeTxt",
  w.component_code as "woComponentCode", w.component_code_txt as "woComponentCodeTxt",
  w.standard_hour::float8 as "woStandardHour", w.planned_rate::float8 as "woPlannedRate",
  w.parts_order_quantity::float8 as "woPartsOrderQuantity", w.parts_order_pay::float8 as "woPartsOrderPay",
  w.deleted_at is not null as "woDeleted", w.crm_status as "woCrmStatus",
  wo.orgunit as "woOrgunit", wo.display_name as "woOrgDisplayName", wo.country_code as "woOrgCountryCode",
  wo.force_normal_shift_enabled as "woOrgForceNormalShiftEnabled"`);

/** The work-order item columns of the raw queries (i: work_order_items). */
const itemSelect = sql.raw(`
  i.id as "itemId", i.segment_code as "itemSegmentCode", i.component_code as "itemComponentCode", i.component_code_txt as "itemComponentCodeTxt",
  i.standard_hour::float8 as "itemStandardHour", i.job_code as "itemJobCode", i.job_code_txt as "itemJobCodeTxt",
  i.planned_rate::float8 as "itemPlannedRate", i.element_number as "itemElementNumber", i.description as "itemDescription",
  i.process_qty_no::float8 as "itemProcessQtyNo", i.process_qty_unit as "itemProcessQtyUnit", i.deleted_at is not null as "itemDeleted"`);

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A work order as the planning reads return it, flat (numbers already numbers). */
export type WorkOrderRow = {
  woId: number;
  woOrderNumber: string;
  woCustomerNumber: string;
  woCustomer: string;
  woDescription: string | null;
  woSerialNumber: string | null;
  woModelNumber: string | null;
  woLatitude: number | null;
  woLongitude: number | null;
  woCode: string | null;
  woCodeTxt: string | null;
  woSimStage: string | null;
  woSimStageTxt: string | null;
  woSimType: string | null;
  woSimChannel: string | null;
  woStatus: string | null;
  woStatusTxt: string | null;
  woPlanFrom: number | null;
  woPlanTo: number | null;
  woSegmentCode: string | null;
  woJobCode: string | null;
  woJobCodeTxt: string | null;
  woComponentCode: string | null;
  woComponentCodeTxt: string | null;
  woStandardHour: number | null;
  woPlannedRate: number | null;
  woPartsOrderQuantity: number | null;
  woPartsOrderPay: number | null;
  woDeleted: boolean;
  woCrmStatus: string | null;
  woOrgunit: string;
  woOrgDisplayName: string;
  woOrgCountryCode: string;
  woOrgForceNormalShiftEnabled: boolean;
};

export type ItemRow = {
  itemId: number;
  itemSegmentCode: string | null;
  itemComponentCode: string | null;
  itemComponentCodeTxt: string | null;
  itemStandardHour: number | null;
  itemJobCode: string | null;
  itemJobCodeTxt: string | null;
  itemPlannedRate: number | null;
  itemElementNumber: string;
  itemDescription: string | null;
  itemProcessQtyNo: number | null;
  itemProcessQtyUnit: string | null;
  itemDeleted: boolean;
};

export type SchedulerRow = Nullable<ItemRow> &
  Nullable<WorkOrderRow> & {
  id: number;
  technicianBpNo: string;
  startDate: number;
  endDate: number;
  workingStatus: string;
  schedulerJobType: string | null;
  forceNormalShift: boolean;
  assignedBayNo: string | null;
  plInfo: boolean;
  planRejectReasonSourceType: string | null;
  workAreaId: number | null;
  latitude: number | null;
  longitude: number | null;
  sos: boolean;
  shouldBeDeleted: boolean;
  draftId: number | null;
  tvId: number | null;
  tvName: string | null;
  tvDescription: string | null;
  tvType: string | null;
  tvLaborType: string | null;
  tvLaborTypeText: string | null;
  tvCountryCode: string | null;
  tvAllowedFrom: string | null;
  tvAllowedTo: string | null;
};

export type TechnicianRow = {
  bpNo: string;
  fullName: string;
  warning: boolean;
  shouldBeDeleted: boolean;
  orgunit: string;
  teamId: number;
};

export type StatusHistoryRow = {
  assignmentId: number;
  status: string;
  postDate: number;
  detail: string | null;
  postedBy: string;
};

export function createPlanningRepo(db: Db) {
  return {
    /** Active technicians of the given teams, by name (organizations and teams come separately: few, shared by many). */
    async techniciansOfTeams(teamIds: readonly number[]): Promise<TechnicianRow[]> {
      if (teamIds.length === 0) return [];
      const result = await db.execute<TechnicianRow>(sql`
        select t.bp_no as "bpNo", t.full_name as "fullName", t.warning, t.should_be_deleted as "shouldBeDeleted", t.orgunit, t.team_id as "teamId"
        from technicians t
        where t.active and t.team_id = any(${intArray(teamIds)})
        order by ${turkishSortKey(sql`t.full_name`)}, t.bp_no`);
      return result.rows;
    },

    async teamsByIds(teamIds: readonly number[]) {
      if (teamIds.length === 0) return [];
      return db.select({ id: teams.id, name: teams.name, orgunit: teams.orgunit, calendarId: teams.calendarId }).from(teams).where(inArray(teams.id, [...teamIds]));
    },

    /** The organizations of the technicians and of the teams, with their country's time zone (the day's zone when the browser sends none). */
    async organizationsOf(orgunits: readonly string[], teamIds: readonly number[]) {
      return db
        .select({ ...planningOrganizationColumns(organizations), timeZone: countries.timeZone })
        .from(organizations)
        .innerJoin(countries, eq(countries.code, organizations.countryCode))
        .where(
          or(
            orgunits.length ? inArray(organizations.orgunit, [...orgunits]) : undefined,
            teamIds.length ? inArray(organizations.orgunit, db.select({ orgunit: teams.orgunit }).from(teams).where(inArray(teams.id, [...teamIds]))) : undefined,
          ),
        );
    },

    /** Live entries of the calendars starting in [from, to): the teams' working hours on those days. */
    async calendarEntriesBetween(calendarIds: readonly number[], from: number, to: number) {
      return calendarEntriesBetween(db, calendarIds, from, to);
    },

    async workingHoursOfTeams(teamIds: readonly number[]) {
      if (teamIds.length === 0) return [];
      return db
        .select({ teamId: teamWorkingHours.teamId, startTime: teamWorkingHours.startTime, endTime: teamWorkingHours.endTime })
        .from(teamWorkingHours)
        .where(inArray(teamWorkingHours.teamId, [...teamIds]))
        .orderBy(asc(teamWorkingHours.startTime));
    },

    /**
     * Each technician's live items touching its day [start, end), plus the nearest item ending at or
     * before the day and the nearest starting at or after it (previous/next-date markers), with their
     * subject (work-order item and order, or training/vacation). One statement; per technician (lateral)
     * every branch is a probe of the (technician_bp_no, start_date) index:
     * - items starting within the day;
     * - the latest item starting before the day, when it runs into the day (live items of a
     *   technician never overlap, so no earlier one can);
     * - the latest item ending at or before the day start (previous marker);
     * - the first item starting at or after the day end (next marker).
     * Raw rows, not the query builder: at 3,000 rows x 80 columns its per-value mapping cost more than the query.
     */
    async schedulersAround(days: readonly TechnicianDay[]): Promise<SchedulerRow[]> {
      if (days.length === 0) return [];
      const result = await db.execute<SchedulerRow>(sql`
        with picked as (
          select x.id from unnest(
              ${sql.param(days.map((d) => d.bpNo))}::text[],
              ${sql.param(days.map((d) => iso(d.start)))}::timestamptz[],
              ${sql.param(days.map((d) => iso(d.end)))}::timestamptz[]
            ) as t(bp_no, day_start, day_end)
          cross join lateral (
            (select a.id from assignments a
              where a.technician_bp_no = t.bp_no and a.deleted_at is null and a.start_date >= t.day_start and a.start_date < t.day_end)
            union all
            (select l.id from (
                select a.id, a.end_date from assignments a
                where a.technician_bp_no = t.bp_no and a.deleted_at is null and a.start_date < t.day_start
                order by a.start_date desc limit 1
              ) l where l.end_date > t.day_start)
            union all
            (select a.id from assignments a
              where a.technician_bp_no = t.bp_no and a.deleted_at is null and a.start_date < t.day_start and a.end_date <= t.day_start
              order by a.start_date desc limit 1)
            union all
            (select a.id from assignments a
              where a.technician_bp_no = t.bp_no and a.deleted_at is null and a.start_date >= t.day_end
              order by a.start_date limit 1)
          ) x
        )
        select
          a.id, a.technician_bp_no as "technicianBpNo",
          floor(extract(epoch from a.start_date) * 1000)::float8 as "startDate",
          floor(extract(epoch from a.end_date) * 1000)::float8 as "endDate",
          a.working_status as "workingStatus", a.scheduler_job_type as "schedulerJobType", a.force_normal_shift as "forceNormalShift",
          a.assigned_bay_no as "assignedBayNo", a.pl_info as "plInfo", a.plan_reject_reason_source_type as "planRejectReasonSourceType",
          a.work_area_id as "workAreaId", a.latitude, a.longitude, a.sos, a.should_be_deleted as "shouldBeDeleted", a.draft_id as "draftId",
          ${itemSelect},
          ${workOrderSelect},
          tv.id as "tvId", tv.name as "tvName", tv.description as "tvDescription", tv.type as "tvType", tv.labor_type as "tvLaborType",
          tv.labor_type_text as "tvLaborTypeText", tv.country_code as "tvCountryCode", tv.allowed_from::text as "tvAllowedFrom", tv.allowed_to::text as "tvAllowedTo"
        from picked p
        join assignments a on a.id = p.id
        left join work_order_items i on i.id = a.work_order_item_id
        left join work_orders w on w.id = i.work_order_id
        left join customers c on c.number = w.customer_number
        left join organizations wo on wo.orgunit = w.orgunit
        left join training_vacations tv on tv.id = a.training_vacation_id`);
      return result.rows;
    },

    /** Status history of the items, oldest first per item (raw rows, for the same reason as above). */
    async statusHistoryOf(assignmentIds: readonly number[]): Promise<StatusHistoryRow[]> {
      if (assignmentIds.length === 0) return [];
      const result = await db.execute<StatusHistoryRow>(sql`
        select h.assignment_id as "assignmentId", h.status, floor(extract(epoch from h.posted_at) * 1000)::float8 as "postDate",
          h.detail, h.posted_by_name as "postedBy"
        from assignment_status_history h
        where h.assignment_id = any(${intArray(assignmentIds)})
        order by h.assignment_id, h.posted_at, h.id`);
      return result.rows;
    },

    async attachmentsOf(assignmentIds: readonly number[]) {
      if (assignmentIds.length === 0) return [];
      return db
        .select({
          assignmentId: attachments.assignmentId,
          id: attachments.id,
          fileName: attachments.fileName,
          extension: attachments.extension,
          createdFullname: attachments.createdByName,
          createdAt: epochMs(attachments.createdAt),
        })
        .from(attachments)
        .where(sql`${attachments.assignmentId} = any(${intArray(assignmentIds)})`)
        .orderBy(asc(attachments.createdAt));
    },

    async workAmountsOf(assignmentIds: readonly number[]) {
      if (assignmentIds.length === 0) return [];
      return db
        .select({ assignmentId: assignmentWorkAmounts.assignmentId, workingHourType: assignmentWorkAmounts.workingHourType, amount: assignmentWorkAmounts.amount })
        .from(assignmentWorkAmounts)
        .where(sql`${assignmentWorkAmounts.assignmentId} = any(${intArray(assignmentIds)})`);
    },

    /**
     * Live work orders of the organizations whose plan window [planFrom, planTo] touches [from, to];
     * a missing planFrom or planTo leaves that side open, so orders without plan dates always match.
     */
    async openWorkOrders(orgunits: readonly string[], from: number, to: number): Promise<WorkOrderRow[]> {
      if (orgunits.length === 0) return [];
      const result = await db.execute<WorkOrderRow>(sql`
        select ${workOrderSelect}
        from work_orders w
        join customers c on c.number = w.customer_number
        join organizations wo on wo.orgunit = w.orgunit
        where w.orgunit = any(${sql.param([...orgunits])}::text[]) and w.deleted_at is null
          and (w.plan_to is null or w.plan_to >= ${iso(from)}::timestamptz)
          and (w.plan_from is null or w.plan_from < ${iso(to)}::timestamptz)
        order by w.plan_to asc nulls last, w.id`);
      return result.rows;
    },

    /** The live (not deleted upstream) work order with this number, or undefined. */
    async liveWorkOrderByNumber(orderNumber: string): Promise<WorkOrderRow | undefined> {
      const result = await db.execute<WorkOrderRow>(sql`
        select ${workOrderSelect}
        from work_orders w
        join customers c on c.number = w.customer_number
        join organizations wo on wo.orgunit = w.orgunit
        where w.order_number = ${orderNumber} and w.deleted_at is null
        limit 1`);
      return result.rows[0];
    },

    /** The organization of a stored work order (live or deleted upstream), null when the store does not know it. */
    async orgunitOfWorkOrder(orderNumber: string): Promise<string | null> {
      const result = await db.execute<{ orgunit: string }>(sql`select orgunit from work_orders where order_number = ${orderNumber} limit 1`);
      return result.rows[0]?.orgunit ?? null;
    },

    async liveItemsOf(workOrderIds: readonly number[]): Promise<(ItemRow & { itemWorkOrderId: number })[]> {
      if (workOrderIds.length === 0) return [];
      const result = await db.execute<ItemRow & { itemWorkOrderId: number }>(sql`
        select i.work_order_id as "itemWorkOrderId", ${itemSelect}
        from work_order_items i
        where i.work_order_id = any(${intArray(workOrderIds)}) and i.deleted_at is null
        order by i.work_order_id, i.element_number`);
      return result.rows;
    },

    /** Technicians planned on the orders' live items (one entry per live assignment). */
    async assignedOn(workOrderIds: readonly number[]) {
      if (workOrderIds.length === 0) return [];
      return db
        .select({
          workOrderId: workOrderItems.workOrderId,
          bpNo: technicians.bpNo,
          fullName: technicians.fullName,
          startDate: epochMs(assignments.startDate),
          endDate: epochMs(assignments.endDate),
        })
        .from(assignments)
        .innerJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
        .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
        .where(and(sql`${workOrderItems.workOrderId} = any(${intArray(workOrderIds)})`, isNull(workOrderItems.deletedAt), isNull(assignments.deletedAt)))
        .orderBy(asc(assignments.startDate));
    },

    /** Active training/vacation kinds of the countries (null: every country), plus those offered everywhere. */
    async activeTrainingVacations(countryCodes: readonly string[] | null) {
      const country = countryCodes === null ? undefined : or(isNull(trainingVacations.countryCode), countryCodes.length ? inArray(trainingVacations.countryCode, [...countryCodes]) : sql`false`);
      return db
        .select()
        .from(trainingVacations)
        .where(and(eq(trainingVacations.active, true), country))
        .orderBy(asc(trainingVacations.name), asc(trainingVacations.id));
    },

    async countriesOfOrganizations(orgunits: readonly string[]): Promise<string[]> {
      if (orgunits.length === 0) return [];
      const rows = await db.selectDistinct({ countryCode: organizations.countryCode }).from(organizations).where(inArray(organizations.orgunit, [...orgunits]));
      return rows.map((r) => r.countryCode);
    },

    /** A technician in the caller's scope with its HR flag and its country's zone, or undefined. */
    async technicianInScope(bpNo: string, scope: DataScope) {
      const [row] = await db
        .select({ bpNo: technicians.bpNo, shouldBeDeleted: technicians.shouldBeDeleted, timeZone: countries.timeZone })
        .from(technicians)
        .innerJoin(organizations, eq(organizations.orgunit, technicians.orgunit))
        .innerJoin(countries, eq(countries.code, organizations.countryCode))
        .where(and(eq(technicians.bpNo, bpNo), inScope.technician(scope)));
      return row;
    },

    /** The work areas (bays) of a service centre, by name. */
    async workAreasOf(orgunit: string) {
      return db
        .select({ areaId: workAreas.areaId, areaName: workAreas.areaName })
        .from(workAreas)
        .where(eq(workAreas.orgunit, orgunit))
        .orderBy(asc(workAreas.areaName), asc(workAreas.areaId));
    },
  };
}

export type PlanningRepo = ReturnType<typeof createPlanningRepo>;
