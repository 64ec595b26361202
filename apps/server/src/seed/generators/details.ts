/** Order details: notes on items, SIMS (parts-replacement) records, SOS oil samples and part lines. */
import type { assignmentNotes, parts, simsRecords, sosSamples } from '../../db/schema';
import { partCompletion } from '@fsp/domain';
import { COMPARTMENTS, DEFECTS, FLUID_BRANDS, PARTS, type PartSpec } from '../catalog';
import { forkRandom, type Random } from '../random';
import { NOTES, PART_SOURCES, PART_STATUS, SIMS_TEXTS, SOS_TEXTS } from '../texts';
import { addMinutes, isoDay, MINUTE_MS } from '../time';
import { orgTime, pastMoment, type World } from '../world';
import { machineHoursOn, pushTo, type OrderItem, type WorkOrder } from './orders';
import type { Tech } from './people';
import { FINISHED_STATUSES, plannerOf, type Assignment, type Draft } from './planning';

export interface SimsRecord {
  row: typeof simsRecords.$inferInsert;
  assignment: Assignment | null;
  draft: Draft | null;
  createdAt: Date;
}

export function generateNotes(world: World, list: Assignment[], items: OrderItem[]): (typeof assignmentNotes.$inferInsert)[] {
  const random = forkRandom(world.seed, 'notes');
  const rows: (typeof assignmentNotes.$inferInsert)[] = [];
  const firstByItem = new Map<OrderItem, Assignment>();
  for (const a of list) if (a.item && !firstByItem.has(a.item)) firstByItem.set(a.item, a);
  for (const [item, a] of firstByItem) {
    if (!random.chance(0.12)) continue;
    const planner = plannerOf(world, a.tech);
    let at = a.createdAt.getTime();
    for (let n = random.int(1, 3); n > 0; n--) {
      at += random.int(10, 600) * MINUTE_MS;
      const byTechnician = a.day <= world.today && random.chance(0.4);
      rows.push({
        workOrderItemId: item.id,
        description: random.pick(NOTES[item.order.org.lang]),
        createdByName: byTechnician ? a.tech.fullName : planner.name,
        createdByUserId: byTechnician ? null : planner.userId,
        createdAt: pastMoment(world, new Date(Math.min(at, a.end.getTime())), a.createdAt),
      });
    }
  }
  // A few notes on orders nobody planned yet.
  const planned = new Set(firstByItem.keys());
  for (const item of items) {
    if (planned.has(item) || !random.chance(0.015)) continue;
    const order = item.order;
    const day = Math.min(world.today, order.planFromDay - random.int(0, 5));
    rows.push({
      workOrderItemId: item.id,
      description: random.pick(NOTES[order.org.lang]),
      createdByName: world.plannerNameByOrg.get(order.org.orgunit) ?? 'Planner',
      createdAt: pastMoment(world, new Date(Math.max(order.createdAt.getTime() + MINUTE_MS, orgTime(order.org, day, random.int(8 * 60, 17 * 60)).getTime())), order.createdAt),
    });
  }
  return rows;
}

const REPLACEABLE = PARTS.filter((p) => p.unit === 'PC' || p.unit === 'ADT');

function simsRow(random: Random, createdBy: string, createdAt: Date, lang: 'tr' | 'ru' | 'az', group: string): typeof simsRecords.$inferInsert {
  const [code, text] = random.pick(DEFECTS);
  const texts = SIMS_TEXTS[lang];
  const removed = random.chance(0.7);
  return {
    createdBy,
    createdAt,
    simsCode: code,
    simsDescription: text[lang],
    simsQuantity: String(random.int(1, 4)),
    simsGroupNumber: group,
    simsSerialNumber: random.pick(REPLACEABLE).material,
    simsDurabilityIndicator: random.pick(['A', 'B', 'C']),
    reasonOfFailure: random.pick(texts.reasons),
    descriptionOfFailure: random.pick(texts.descriptions),
    removedThePart: removed,
    removedPartPlace: removed ? random.pick(texts.places) : null,
  };
}

export function generateSims(world: World, list: Assignment[], draftList: Draft[]): SimsRecord[] {
  const random = forkRandom(world.seed, 'sims');
  const result: SimsRecord[] = [];
  for (const a of list) {
    if (!a.item || !(FINISHED_STATUSES.has(a.status) || a.status === 'HOLD' || a.status === 'CONTINUES') || !random.chance(0.15)) continue;
    for (let n = random.int(1, 3); n > 0; n--) {
      const createdAt = pastMoment(world, addMinutes(a.end, -random.int(0, 30)));
      result.push({ row: { assignmentId: a.id, ...simsRow(random, a.tech.fullName, createdAt, a.tech.org.lang, a.item.component[0]) }, assignment: a, draft: null, createdAt });
    }
  }
  for (const d of draftList) {
    if (!random.chance(0.1)) continue;
    const createdAt = pastMoment(world, addMinutes(d.createdAt, random.int(1, 20)), d.createdAt);
    // A record made on a draft is carried to the assignment made from it.
    const a = d.scheduler;
    result.push({
      row: { draftId: d.id, assignmentId: a?.id ?? null, ...simsRow(random, d.tech.fullName, createdAt, d.tech.org.lang, a?.item?.component[0] ?? '1000') },
      assignment: a,
      draft: d,
      createdAt,
    });
  }
  return result;
}

function fluidFor(random: Random, compartment: string): string {
  if (compartment === 'ENGINE') return random.pick(FLUID_BRANDS.filter((b) => /DEO|Rimula|Delvac|Vecton|Maxima|Avantgarde|Maximum|Diesel/.test(b)));
  if (compartment === 'HYDRAULIC') return 'CAT HYDO Advanced 10';
  if (compartment === 'TRANSMISSION') return 'CAT TDTO 30';
  if (compartment === 'COOLANT') return 'CAT ELC';
  return random.pick(['CAT FDAO SYN', 'CAT TDTO 50']);
}

/** Oil samples: some taken on finished jobs (those assignments get the sos flag), the rest as the lab reported them. */
export function generateSamples(world: World, list: Assignment[], orders: WorkOrder[], techs: Tech[]): (typeof sosSamples.$inferInsert)[] {
  const random = forkRandom(world.seed, 'sos');
  const target = world.volume(3000, 30);
  const drafts: Omit<typeof sosSamples.$inferInsert, 'sampleNumber'>[] = [];

  const sample = (order: WorkOrder | null, tech: Tech | null, sampledDate: Date, day: number, compartment: [string, string[]], assignmentId: number | null) => {
    const lang = (order?.org ?? tech?.org)?.lang ?? 'ru';
    const changed = random.chance(0.6);
    drafts.push({
      workOrderNumber: order ? order.orderNumber : String(2_099_000_000 + random.int(0, 999_999)),
      assignmentId,
      technicianBpNo: tech?.bpNo ?? null,
      sampledDate: pastMoment(world, sampledDate),
      equipComp: compartment[0],
      meterRdg: order ? String(machineHoursOn(order.machine, day, world.today)) : String(random.int(500, 30_000)),
      fluidChanged: changed,
      fluidBrand: fluidFor(random, compartment[0]),
      fluidWeight: random.pick(compartment[1]),
      meterOnFluid: String(changed ? random.int(0, 20) : random.int(120, 1000)),
      loginNote: random.chance(0.25) ? random.pick(SOS_TEXTS[lang].notes) : null,
      sampleJobSite: order ? `${order.customer.short} ${random.pick(SOS_TEXTS[lang].sites)}` : null,
      shopJobNo: order?.orderNumber ?? null,
      serialNumber: order?.machine.serial ?? null,
      customerName: order?.customer.name ?? null,
      dealerBranch: (order?.org ?? tech?.org)?.orgunit ?? null,
      isMda: order?.isMda ?? false,
    });
  };

  for (const a of list) {
    if (!a.item || a.tech.team?.workshop || !(FINISHED_STATUSES.has(a.status) || (a.day === world.today && a.status === 'INPROCESS'))) continue;
    const job = a.item.job.code;
    if (!['030', '040', '045', '020'].includes(job) || !random.chance(job === '030' ? 0.35 : 0.08)) continue;
    a.sos = true;
    const durationMin = (a.end.getTime() - a.start.getTime()) / MINUTE_MS;
    for (const compartment of random.sample(COMPARTMENTS, random.int(1, 4))) {
      const at = addMinutes(a.start, random.int(10, Math.max(11, a.day === world.today ? 40 : durationMin - 10)));
      sample(a.item.order, a.tech, at, a.day, compartment, a.id);
    }
  }

  const activeTechs = techs.filter((t) => t.active);
  const techsByOrg = new Map<string, Tech[]>();
  for (const t of activeTechs) pushTo(techsByOrg, t.org.orgunit, t);
  const recentOrders = orders.filter((o) => o.planFromDay <= world.today && o.planFromDay >= world.today - 90);
  while (drafts.length < target && recentOrders.length > 0) {
    const unknownOrder = random.chance(0.04);
    const order = random.pick(recentOrders);
    const day = Math.max(order.planFromDay, world.today - Math.floor(random.next() ** 2 * 90));
    const orgTechs = techsByOrg.get(order.org.orgunit);
    const tech = orgTechs && random.chance(0.95) ? random.pick(orgTechs) : null;
    const minute = day === world.today ? random.int(8 * 60, 11 * 60) : random.int(8 * 60, 18 * 60);
    sample(unknownOrder ? null : order, tech, orgTime(order.org, day, minute), day, random.pick(COMPARTMENTS), null);
  }

  // Lab numbers follow the sampling time.
  drafts.sort((a, b) => (a.sampledDate as Date).getTime() - (b.sampledDate as Date).getTime());
  let number = 7_100_012_345;
  return drafts.map((d) => {
    number += random.int(1, 4);
    return { ...d, sampleNumber: String(number) };
  });
}

const MAINTENANCE_PARTS = PARTS.filter((p) => /FILTER|SEPARATOR|DEO|HYDO|TDTO|FDAO|ELC|GREASE/.test(p.text));
const PARTS_SHARE: Record<string, number> = { ZS01: 0.4, ZS02: 0.8, ZS03: 0.65, ZS04: 0.7, ZS05: 0.1, ZS06: 0.5 };

function quantity(random: Random, part: PartSpec): number {
  return random.int(part.qty[0], part.qty[1]);
}

/** Part lines for many orders; part completion (counted per the spec's unit rule) goes back onto the order. */
export function generateParts(world: World, orders: WorkOrder[]): (typeof parts.$inferInsert)[] {
  const random = forkRandom(world.seed, 'parts');
  const rows: (typeof parts.$inferInsert)[] = [];
  for (const order of orders) {
    if (!random.chance(PARTS_SHARE[order.type.code] ?? 0.4)) continue;
    const maintenance = order.type.code === 'ZS03' || order.type.code === 'ZS06';
    const chosen = random.sample(maintenance ? MAINTENANCE_PARTS : PARTS, random.int(1, 6));
    const closed = order.simStage === '0160';
    const lines: { orderQuantity: number; confirmedQuantity: number; unit: string }[] = [];
    chosen.forEach((part, i) => {
      const qty = quantity(random, part);
      const level = closed ? 1 : random.weighted([
        [1, 50],
        [0.5, 30],
        [0, 20],
      ] as const);
      const conf = level === 1 ? qty : level === 0 ? 0 : Math.max(1, Math.floor(qty * random.float(0.3, 0.8)));
      const served = closed ? conf : order.assignmentStatuses.length > 0 && conf > 0 && random.chance(0.4) ? Math.max(0, conf - random.int(0, conf)) : 0;
      const status = served > 0 && served === qty ? PART_STATUS[3] : conf === qty ? PART_STATUS[2] : conf > 0 ? PART_STATUS[1] : PART_STATUS[0];
      lines.push({ orderQuantity: qty, confirmedQuantity: conf, unit: part.unit });
      rows.push({
        workOrderNumber: order.orderNumber,
        mainItem: order.items[Math.min(i, order.items.length - 1)].elementNumber,
        item: String((i + 1) * 10).padStart(6, '0'),
        material: part.material,
        materialText: part.text,
        orderQuantity: String(qty),
        confirmedQuantity: String(conf),
        serviceQuantity: String(served),
        unit: part.unit,
        status: status[1],
        source: random.weighted([
          [PART_SOURCES[0], 60],
          [PART_SOURCES[1], 25],
          [PART_SOURCES[2], 15],
        ] as const),
        deliveryDate: isoDay(order.planFromDay - random.int(-2, 10)),
      });
    });
    // The spec's unit rule, the same function the part-completion modal uses.
    const completion = partCompletion(lines);
    order.partsOrderQuantity = completion.ordered;
    order.partsOrderPay = completion.confirmed;
  }
  return rows;
}
