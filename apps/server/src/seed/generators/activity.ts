/** The technician activity feed of the last days: status changes from the field, drafts, SIMS records, booked hours. */
import type { activityEvents, sosSamples } from '../../db/schema';
import { forkRandom } from '../random';
import { ACTIVITY_TEXTS } from '../texts';
import { addMinutes, DAY_MS, MINUTE_MS, zoneOffsetMinutes } from '../time';
import type { World } from '../world';
import type { SimsRecord } from './details';
import type { Tech } from './people';
import type { Assignment, Draft } from './planning';

/** Days back (besides today) the feed covers. */
const FEED_DAYS = 2;

type EventRow = typeof activityEvents.$inferInsert;

function orderFields(a: Assignment | null): Pick<EventRow, 'customerName' | 'customerNumber' | 'serialNumber' | 'workOrderNo'> {
  const order = a?.item?.order;
  return order
    ? { customerName: order.customer.name, customerNumber: order.customer.number, serialNumber: order.machine.serial, workOrderNo: order.orderNumber }
    : { customerName: null, customerNumber: null, serialNumber: null, workOrderNo: null };
}

function describe(a: Assignment): string {
  const order = a.item!.order;
  return `${order.orderNumber} · ${order.customer.name} · ${order.machine.model.model} ${order.machine.serial}`;
}

/** An oil sample with the id it is stored under. */
type SampleRow = typeof sosSamples.$inferInsert & { id: number };

export function generateActivity(world: World, list: Assignment[], draftList: Draft[], sims: SimsRecord[], samples: SampleRow[], techs: Tech[]): EventRow[] {
  const random = forkRandom(world.seed, 'activity');
  const from = world.today - FEED_DAYS;
  // The feed of the last days up to the seeding moment: nothing is reported before it happened.
  const inWindow = (d: Date, tz: string) => {
    if (d.getTime() > world.now.getTime()) return false;
    const day = Math.floor((d.getTime() + zoneOffsetMinutes(tz, world.today) * MINUTE_MS) / DAY_MS);
    return day >= from && day <= world.today;
  };
  const withSims = new Set(sims.flatMap((s) => (s.assignment ? [s.assignment] : [])));
  const draftsWithSims = new Set(sims.flatMap((s) => (s.draft ? [s.draft] : [])));
  const rows: EventRow[] = [];

  for (const a of list) {
    if (!a.item || a.day < from - 1 || a.day > world.today) continue;
    const texts = ACTIVITY_TEXTS[a.tech.org.lang];
    for (const h of a.history) {
      if (h.byDispatcher || !inWindow(h.postedAt, a.tech.org.timeZone)) continue;
      rows.push({
        technicianBpNo: a.tech.bpNo,
        teamId: a.tech.team?.id ?? null,
        eventType: 'STATUS_CHANGE',
        subject: `${texts.status}: ${h.detail}`,
        description: describe(a),
        occurredAt: h.postedAt,
        schedulerId: a.id,
        draftId: a.draftId,
        ...orderFields(a),
        status: h.status,
        hasDraft: a.draftId !== null,
        hasSims: withSims.has(a),
        hasWorkingHoursUpdate: false,
      });
    }
    if (a.amounts.length > 0) {
      const at = addMinutes(a.end, random.int(10, 90));
      if (inWindow(at, a.tech.org.timeZone)) {
        const total = Math.round(a.amounts.reduce((sum, w) => sum + w.hours, 0) * 100) / 100;
        rows.push({
          technicianBpNo: a.tech.bpNo,
          teamId: a.tech.team?.id ?? null,
          eventType: 'WORKING_HOURS_UPDATE',
          subject: texts.workingHours,
          description: `${total} ${texts.workingHoursDetail} · ${describe(a)}`,
          occurredAt: at,
          schedulerId: a.id,
          draftId: a.draftId,
          ...orderFields(a),
          status: a.status,
          hasDraft: a.draftId !== null,
          hasSims: withSims.has(a),
          hasWorkingHoursUpdate: true,
        });
      }
    }
  }

  for (const d of draftList) {
    if (!inWindow(d.createdAt, d.tech.org.timeZone)) continue;
    rows.push({
      technicianBpNo: d.tech.bpNo,
      teamId: d.tech.team?.id ?? null,
      eventType: 'DRAFT_CREATED',
      subject: ACTIVITY_TEXTS[d.tech.org.lang].draft,
      description: d.description,
      occurredAt: d.createdAt,
      draftId: d.id,
      schedulerId: d.scheduler?.id ?? null,
      customerName: d.customerName,
      customerNumber: d.customerNumber,
      serialNumber: d.serialNumber,
      workOrderNo: d.scheduler?.item?.order.orderNumber ?? null,
      status: 'SAVED',
      hasDraft: true,
      hasSims: draftsWithSims.has(d),
      hasWorkingHoursUpdate: false,
    });
  }

  for (const s of sims) {
    const tech = s.assignment?.tech ?? s.draft?.tech;
    if (!tech || !inWindow(s.createdAt, tech.org.timeZone)) continue;
    rows.push({
      technicianBpNo: tech.bpNo,
      teamId: tech.team?.id ?? null,
      eventType: 'SIMS_ADDED',
      subject: ACTIVITY_TEXTS[tech.org.lang].sims,
      description: `${s.row.simsCode} ${s.row.simsDescription} · ${s.row.simsSerialNumber} × ${s.row.simsQuantity}`,
      occurredAt: s.createdAt,
      schedulerId: s.assignment?.id ?? null,
      draftId: s.draft?.id ?? null,
      ...orderFields(s.assignment),
      status: s.assignment?.status ?? null,
      hasDraft: s.draft !== null,
      hasSims: true,
      hasWorkingHoursUpdate: false,
    });
  }

  const techByBpNo = new Map(techs.map((t) => [t.bpNo, t]));
  const assignmentById = new Map(list.map((a) => [a.id, a]));
  for (const s of samples) {
    const tech = s.technicianBpNo ? techByBpNo.get(s.technicianBpNo) : undefined;
    if (!tech || !inWindow(s.sampledDate, tech.org.timeZone)) continue;
    const assignment = s.assignmentId ? assignmentById.get(s.assignmentId) : undefined;
    rows.push({
      technicianBpNo: tech.bpNo,
      teamId: tech.team?.id ?? null,
      eventType: 'SAMPLE_ADDED',
      subject: 'Oil sample',
      description: [s.sampleNumber, s.equipComp, s.fluidBrand].filter(Boolean).join(' · '),
      occurredAt: s.sampledDate,
      schedulerId: s.assignmentId ?? null,
      sampleId: s.id,
      customerName: s.customerName ?? null,
      customerNumber: assignment?.item?.order.customer.number ?? null,
      serialNumber: s.serialNumber ?? null,
      workOrderNo: s.workOrderNumber ?? null,
      status: assignment?.status ?? null,
      hasDraft: false,
      hasSims: assignment ? withSims.has(assignment) : false,
      hasWorkingHoursUpdate: false,
    });
  }

  // Identity ids follow time, as when the feed is written live.
  rows.sort((x, y) => (x.occurredAt as Date).getTime() - (y.occurredAt as Date).getTime());
  return rows;
}
