import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import {
  compareNames,
  DAILY_PLANNING_DEFAULT_TIME,
  DAILY_PLANNING_TIME_SETTING,
  SUBSCRIPTION_TYPE,
  dueDailyRun,
  localDayBounds,
  nextWorkingDay,
  type SchedulerJobType,
} from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../clock';
import type { Delivery } from '../../delivery/delivery';
import {
  assignments,
  configurationSettings,
  countries,
  customers,
  holidays,
  notificationDailyDeliveries,
  notificationSubscriptionTeams,
  notificationSubscriptions,
  organizations,
  teams,
  technicians,
  trainingVacations,
  workOrderItems,
  workOrders,
} from '../../db/schema';
import { renderMail, unsubscribeHeaders, type MailSection } from './mail-layout';
import { admitsTeam, loadRecipients, loadTeams, type MailLinks, type Recipient } from './recipients';
import { INTL_LOCALE } from '../../texts';
import { turkishSortKey } from '../../db/text-match';
import { MAIL_TEXTS } from './texts';

interface DueRun {
  countryCode: string;
  timeZone: string;
  runDate: string;
}

/** Countries whose daily e-mail time (setting NOTIFICATION_DAILY_PLANNING_TIME, default 18:00 local) has come today. */
async function dueRuns(db: Db, now: Date): Promise<DueRun[]> {
  const [countryRows, settings] = await Promise.all([
    db.select({ code: countries.code, timeZone: countries.timeZone }).from(countries),
    db.select().from(configurationSettings).where(eq(configurationSettings.key, DAILY_PLANNING_TIME_SETTING)),
  ]);
  const timeOf = (code: string) => settings.find((s) => s.countryCode === code)?.value ?? settings.find((s) => s.countryCode === '*')?.value;
  return countryRows.flatMap((c) => {
    const due = dueDailyRun(now.getTime(), c.timeZone, timeOf(c.code), DAILY_PLANNING_DEFAULT_TIME);
    return due ? [{ countryCode: c.code, timeZone: c.timeZone, runDate: due.runDate }] : [];
  });
}

/** Subscribers of the due countries' teams who have not had that day's e-mail, with their teams there. */
async function waitingSubscribers(db: Db, runs: DueRun[]): Promise<Map<number, { teamId: number; countryCode: string }[]>> {
  const rows = await db
    .selectDistinct({ userId: notificationSubscriptions.userId, teamId: teams.id, countryCode: organizations.countryCode })
    .from(notificationSubscriptions)
    .innerJoin(notificationSubscriptionTeams, eq(notificationSubscriptionTeams.subscriptionId, notificationSubscriptions.id))
    .innerJoin(teams, eq(teams.id, notificationSubscriptionTeams.teamId))
    .innerJoin(organizations, eq(organizations.orgunit, teams.orgunit))
    .where(
      and(
        eq(notificationSubscriptions.subscriptionType, SUBSCRIPTION_TYPE.dailyPlanning),
        eq(teams.active, true),
        inArray(organizations.countryCode, runs.map((r) => r.countryCode)),
      ),
    );
  if (!rows.length) return new Map();
  const done = await db
    .select({ userId: notificationDailyDeliveries.userId, countryCode: notificationDailyDeliveries.countryCode, runDate: notificationDailyDeliveries.runDate })
    .from(notificationDailyDeliveries)
    .where(and(inArray(notificationDailyDeliveries.userId, [...new Set(rows.map((r) => r.userId))]), inArray(notificationDailyDeliveries.runDate, [...new Set(runs.map((r) => r.runDate))])));
  const doneKeys = new Set(done.map((d) => `${d.userId}|${d.countryCode}|${d.runDate}`));
  const runOf = new Map(runs.map((r) => [r.countryCode, r]));
  const waiting = new Map<number, { teamId: number; countryCode: string }[]>();
  for (const row of rows) {
    if (doneKeys.has(`${row.userId}|${row.countryCode}|${runOf.get(row.countryCode)!.runDate}`)) continue;
    waiting.set(row.userId, [...(waiting.get(row.userId) ?? []), { teamId: row.teamId, countryCode: row.countryCode }]);
  }
  return waiting;
}

/** The assignments of these teams' technicians that touch [start, end). */
async function planOf(tx: Tx, teamIds: number[], start: Date, end: Date) {
  return tx
    .select({
      teamId: technicians.teamId,
      technician: technicians.fullName,
      start: assignments.startDate,
      end: assignments.endDate,
      customer: customers.name,
      orderNumber: workOrders.orderNumber,
      itemDescription: workOrderItems.description,
      jobCodeTxt: workOrderItems.jobCodeTxt,
      jobType: assignments.schedulerJobType,
      training: trainingVacations.name,
    })
    .from(assignments)
    .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
    .leftJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
    .leftJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
    .leftJoin(customers, eq(customers.number, workOrders.customerNumber))
    .leftJoin(trainingVacations, eq(trainingVacations.id, assignments.trainingVacationId))
    .where(and(inArray(technicians.teamId, teamIds), isNull(assignments.deletedAt), lt(assignments.startDate, end), gt(assignments.endDate, start)))
    .orderBy(turkishSortKey(technicians.fullName), asc(technicians.bpNo), asc(assignments.startDate), asc(assignments.id));
}

/**
 * The daily planning e-mail (DAILY_PLANNING): once the country's local time has come, each subscriber
 * gets one e-mail with the next working day's plan of their teams there (technician, time, customer,
 * work order, job), in their language. The notification_daily_deliveries row, written with the outbox
 * row, makes it once per day per subscriber: another instance, a retry or a restart midway finds it.
 */
export function createDailyPlanning(deps: { db: Db; clock: Clock; delivery: Delivery; links: MailLinks }) {
  const { db, clock, delivery, links } = deps;

  async function sections(tx: Tx, recipient: Recipient, runs: DueRun[], teamIds: number[]) {
    const texts = MAIL_TEXTS[recipient.language];
    const locale = INTL_LOCALE[recipient.language];
    const teamInfo = await loadTeams(tx, teamIds);
    const result: MailSection[] = [];
    const days: string[] = [];
    for (const run of runs) {
      const countryTeams = teamIds.filter((id) => teamInfo.get(id)?.countryCode === run.countryCode);
      if (!countryTeams.length) continue;
      const holidayRows = await tx.select({ date: holidays.date }).from(holidays).where(eq(holidays.countryCode, run.countryCode));
      const day = nextWorkingDay(run.runDate, new Set(holidayRows.map((h) => h.date)));
      const { start, end } = localDayBounds(day, run.timeZone);
      const [y, m, d] = day.split('-').map(Number);
      days.push(new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(Date.UTC(y, m - 1, d)));
      const time = (at: Date, withDay: boolean) =>
        new Intl.DateTimeFormat(locale, { timeZone: run.timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', ...(withDay ? { day: '2-digit', month: '2-digit' } : {}) }).format(at);
      const plan = await planOf(tx, countryTeams, new Date(start), new Date(end));
      const ordered = countryTeams.sort((a, b) => compareNames(`${teamInfo.get(a)!.organization} ${teamInfo.get(a)!.name}`, `${teamInfo.get(b)!.organization} ${teamInfo.get(b)!.name}`));
      for (const teamId of ordered) {
        const team = teamInfo.get(teamId)!;
        result.push({
          heading: `${team.organization} · ${team.name}`,
          columns: [texts.daily.technician, texts.daily.time, texts.daily.customer, texts.daily.workOrder, texts.daily.job],
          emptyText: texts.daily.nothingPlanned,
          rows: plan
            .filter((p) => p.teamId === teamId)
            .map((p) => {
              const spills = p.start.getTime() < start || p.end.getTime() > end;
              return [
                p.technician,
                `${time(p.start, spills)}–${time(p.end, spills)}`,
                p.customer ?? '—',
                p.orderNumber ?? '—',
                p.training ?? p.itemDescription ?? p.jobCodeTxt ?? (p.jobType ? texts.jobTypes[p.jobType as SchedulerJobType] : '—'),
              ];
            }),
        });
      }
    }
    return { sections: result, days: [...new Set(days)] };
  }

  /** One subscriber's e-mail for the due runs of their countries, in one transaction; the outbox id or null. */
  async function deliverTo(userId: number, runs: DueRun[], teamIds: number[], now: Date): Promise<number | null> {
    return db.transaction(async (tx) => {
      const recipient = (await loadRecipients(tx, [userId])).get(userId);
      if (!recipient) return null;
      const claimed = await tx
        .insert(notificationDailyDeliveries)
        .values(runs.map((r) => ({ userId, countryCode: r.countryCode, runDate: r.runDate, createdAt: now })))
        .onConflictDoNothing()
        .returning({ countryCode: notificationDailyDeliveries.countryCode });
      const mine = runs.filter((r) => claimed.some((c) => c.countryCode === r.countryCode));
      const visible = teamIds.filter((id) => admitsTeam(recipient, id));
      if (!mine.length || !visible.length) return null;
      const texts = MAIL_TEXTS[recipient.language];
      const { sections: content, days } = await sections(tx, recipient, mine, visible);
      if (!content.length) return null;
      const unsubscribeUrl = await links.unsubscribeUrl(userId);
      const dayText = days.join(' / ');
      const { html, text } = renderMail({ language: recipient.language, texts, recipientName: recipient.name, intro: texts.daily.intro(dayText), sections: content, manageUrl: links.manageUrl, unsubscribeUrl });
      const [id] = await delivery.enqueue(tx, [{ channel: 'EMAIL', recipient: recipient.email, subject: texts.daily.subject(dayText), body: text, html, headers: unsubscribeHeaders(unsubscribeUrl) }]);
      for (const run of mine) {
        await tx
          .update(notificationDailyDeliveries)
          .set({ outboxMessageId: id })
          .where(and(eq(notificationDailyDeliveries.userId, userId), eq(notificationDailyDeliveries.countryCode, run.countryCode), eq(notificationDailyDeliveries.runDate, run.runDate)));
      }
      return id;
    });
  }

  return {
    /** Sends every daily e-mail that is due and not sent yet; returns how many it queued. */
    async run(): Promise<number> {
      const now = clock.now();
      const runs = await dueRuns(db, now);
      if (!runs.length) return 0;
      await links.ready();
      let queued = 0;
      for (const [userId, teamsOfUser] of await waitingSubscribers(db, runs)) {
        const countriesOfUser = new Set(teamsOfUser.map((t) => t.countryCode));
        const id = await deliverTo(userId, runs.filter((r) => countriesOfUser.has(r.countryCode)), [...new Set(teamsOfUser.map((t) => t.teamId))], now);
        if (id !== null) {
          await delivery.dispatch([id]);
          queued++;
        }
      }
      return queued;
    },
  };
}
