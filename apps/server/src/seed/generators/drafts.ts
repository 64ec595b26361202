/** Technicians' draft work orders: some still open, some turned into assignments, some cancelled. */
import type { draftStatusHistory, drafts } from '../../db/schema';
import { uniqueCompanyName } from '../names';
import { forkRandom } from '../random';
import { DRAFT_DESCRIPTIONS } from '../texts';
import { addMinutes, MINUTE_MS } from '../time';
import { isDayOff, orgTime, pastMoment, type World } from '../world';
import { pickModel, serialNumber } from '../catalog';
import { pushTo, type Customer } from './orders';
import type { Tech } from './people';
import { FIRST_DAY_OFFSET, type Assignment, type Draft, plannerOf } from './planning';

export function generateDrafts(world: World, techs: Tech[], customerList: Customer[], list: Assignment[]): Draft[] {
  const random = forkRandom(world.seed, 'drafts');
  const count = world.volume(300, 10);
  const candidates = techs.filter((t) => t.planned && t.team && !t.team.workshop);
  const byTech = new Map<string, Assignment[]>();
  for (const a of list) if (a.item && a.status !== 'INFORMED_UNSAVED') pushTo(byTech, a.tech.bpNo, a);
  const customersByOrg = new Map<string, Customer[]>();
  for (const c of customerList) pushTo(customersByOrg, c.org.orgunit, c);
  const usedNames = new Set(customerList.map((c) => c.name));

  const result: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const tech = random.pick(candidates);
    const org = tech.org;
    let day = world.today + random.int(FIRST_DAY_OFFSET, 0);
    if (isDayOff(world, org.countryCode, day) && day !== world.today) day -= random.int(1, 2);
    const createdAt = pastMoment(world, orgTime(org, day, day === world.today ? random.int(7 * 60, 11 * 60) : random.int(8 * 60, 18 * 60)));
    const known = customersByOrg.get(org.orgunit);
    let customerNumber: string | null = null;
    let customerName: string;
    let serial: string;
    if (known && random.chance(0.7)) {
      const customer = random.pick(known);
      customerNumber = customer.number;
      customerName = customer.name;
      serial = random.chance(0.85) ? random.pick(customer.fleet).serial : serialNumber(random, random.pick(customer.fleet).model);
    } else {
      customerName = uniqueCompanyName(random, org.countryCode, usedNames).name;
      serial = serialNumber(random, pickModel(random));
    }
    const age = world.today - day;
    let status = random.weighted<Draft['status']>(
      age >= 2
        ? [
            ['ASSIGNED', 55],
            ['CANCELLED', 15],
            ['SAVED', 30],
          ]
        : [
            ['ASSIGNED', 35],
            ['CANCELLED', 5],
            ['SAVED', 60],
          ],
    );
    const draft: Draft = {
      id: result.length + 1,
      tech,
      status,
      customerNumber,
      customerName,
      serialNumber: serial,
      description: random.pick(DRAFT_DESCRIPTIONS[org.lang]),
      createdAt,
      scheduler: null,
      history: [{ status: 'SAVED', detail: draftDetail(org.lang, 'SAVED'), postedAt: createdAt, byDispatcher: false }],
    };
    if (status === 'ASSIGNED') {
      const earliest = createdAt.getTime() + 2 * 60 * MINUTE_MS;
      const latest = createdAt.getTime() + 5 * 24 * 60 * MINUTE_MS;
      const own = (byTech.get(tech.bpNo) ?? []).filter((a) => a.draftId === null && a.start.getTime() >= earliest && a.start.getTime() <= latest);
      const target = own.length > 0 ? own[0] : null;
      if (target) {
        target.draftId = draft.id;
        draft.scheduler = target;
        const assignedAt = pastMoment(world, new Date(Math.min(createdAt.getTime() + random.int(20, 240) * MINUTE_MS, target.start.getTime() - 30 * MINUTE_MS)), createdAt);
        target.createdFloor = assignedAt;
        draft.history.push({ status: 'ASSIGNED', detail: `${draftDetail(org.lang, 'ASSIGNED')}: ${target.item!.order.orderNumber}`, postedAt: assignedAt, byDispatcher: true });
        if (random.chance(0.9)) {
          draft.customerNumber = target.item!.order.customer.number;
          draft.customerName = target.item!.order.customer.name;
          draft.serialNumber = target.item!.order.machine.serial;
        }
      } else {
        status = 'SAVED';
      }
    }
    if (status === 'CANCELLED') {
      const at = pastMoment(world, addMinutes(createdAt, random.int(30, age === 0 ? 120 : 24 * 60)), createdAt);
      draft.history.push({ status: 'CANCELLED', detail: draftDetail(org.lang, 'CANCELLED'), postedAt: at, byDispatcher: true });
    }
    draft.status = status;
    result.push(draft);
  }
  return result;
}

function draftDetail(lang: 'tr' | 'ru' | 'az', status: Draft['status']): string {
  const texts = {
    tr: { SAVED: 'Taslak iş emri kaydedildi', ASSIGNED: 'Görev oluşturuldu', CANCELLED: 'Mükerrer kayıt - iptal edildi' },
    ru: { SAVED: 'Черновик заказа сохранён', ASSIGNED: 'Создано задание', CANCELLED: 'Дубликат - отменён' },
    az: { SAVED: 'İş sifarişi layihəsi yadda saxlanıldı', ASSIGNED: 'Tapşırıq yaradıldı', CANCELLED: 'Təkrar qeyd - ləğv edildi' },
  };
  return texts[lang][status];
}

export function draftRows(world: World, list: Draft[]): (typeof drafts.$inferInsert)[] {
  return list.map((d) => {
    const last = d.history[d.history.length - 1];
    return {
      id: d.id,
      status: d.status,
      technicianBpNo: d.tech.bpNo,
      customerNumber: d.customerNumber,
      customerName: d.customerName,
      serialNumber: d.serialNumber,
      description: d.description,
      schedulerId: d.scheduler?.id ?? null,
      dispatcherUserId: d.status !== 'SAVED' ? plannerOf(world, d.tech).userId : null,
      createdAt: d.createdAt,
      updatedAt: last.postedAt,
    };
  });
}

export function draftHistoryRows(world: World, list: Draft[]): (typeof draftStatusHistory.$inferInsert)[] {
  return list.flatMap((d) =>
    d.history.map((h) => ({ draftId: d.id, status: h.status, detail: h.detail, postedAt: h.postedAt, postedByName: h.byDispatcher ? plannerOf(world, d.tech).name : d.tech.fullName })),
  );
}
