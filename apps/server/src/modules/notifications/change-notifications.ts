import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { SUBSCRIPTION_TYPE, WORKING_STATUSES, touchesTodayOrTomorrow, type WorkingStatus } from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../clock';
import type { Delivery, OutgoingMessage } from '../../delivery/delivery';
import { activityEvents, changeLogCursors, notificationSubscriptionStatuses, notificationSubscriptionTeams, notificationSubscriptions, technicians } from '../../db/schema';
import { renderMail, unsubscribeHeaders } from './mail-layout';
import { admitsTeam, loadRecipients, loadTeams, type MailLinks, type Recipient } from './recipients';
import { INTL_LOCALE } from '../../texts';
import { MAIL_TEXTS } from './texts';

/** The change log's reader name for notifications (change_log_cursors.consumer). */
export const CHANGE_CONSUMER = 'notifications';
const BATCH_SIZE = 500;
/** Rows one e-mail lists; the rest are counted in a closing line. */
const MAX_ROWS_PER_MAIL = 50;

/** Activity rows that are about the feed, not a change of the plan or an assignment's status. */
const NOT_PLAN_CHANGES = new Set(['WORKING_HOURS_UPDATE', 'SIMS_ADDED', 'DRAFT_CREATED', 'SAMPLE_ADDED', 'CI_STATUS_CHANGE']);

type EventRow = Awaited<ReturnType<typeof readBatch>>[number];

/** Rows after the cursor written by transactions that have all ended, so none can still appear before them. */
async function readBatch(tx: Tx, after: { lastTxId: string; lastEventId: number }) {
  return tx
    .select({
      id: activityEvents.id,
      txId: activityEvents.txId,
      eventType: activityEvents.eventType,
      technicianBpNo: activityEvents.technicianBpNo,
      teamId: activityEvents.teamId,
      occurredAt: activityEvents.occurredAt,
      schedulerId: activityEvents.schedulerId,
      status: activityEvents.status,
      plannedStart: activityEvents.plannedStart,
      plannedEnd: activityEvents.plannedEnd,
      customerName: activityEvents.customerName,
      workOrderNo: activityEvents.workOrderNo,
    })
    .from(activityEvents)
    .where(
      and(
        sql`(${activityEvents.txId}, ${activityEvents.id}) > (${after.lastTxId}::xid8, ${after.lastEventId}::bigint)`,
        sql`${activityEvents.txId} < pg_snapshot_xmin(pg_current_snapshot())`,
      ),
    )
    .orderBy(asc(activityEvents.txId), asc(activityEvents.id))
    .limit(BATCH_SIZE);
}

/**
 * A planning save, a deletion or a status change of an assignment: a row with the assignment, the
 * working status it has after the change and its planned window (before it, for a deletion).
 */
export function isPlanChange(event: Pick<EventRow, 'schedulerId' | 'status' | 'plannedStart' | 'plannedEnd' | 'eventType'>): boolean {
  return (
    event.schedulerId !== null &&
    event.plannedStart !== null &&
    event.plannedEnd !== null &&
    WORKING_STATUSES.includes(event.status as WorkingStatus) &&
    !NOT_PLAN_CHANGES.has(event.eventType)
  );
}

interface ChangeSubscription {
  userId: number;
  taskBased: boolean;
  statuses: Set<string>;
  teamIds: Set<number>;
}

async function subscriptionsFor(tx: Tx, statuses: string[]): Promise<ChangeSubscription[]> {
  const rows = await tx
    .select({ id: notificationSubscriptions.id, userId: notificationSubscriptions.userId, type: notificationSubscriptions.subscriptionType, status: notificationSubscriptionStatuses.status, teamId: notificationSubscriptionTeams.teamId })
    .from(notificationSubscriptions)
    .innerJoin(notificationSubscriptionStatuses, eq(notificationSubscriptionStatuses.subscriptionId, notificationSubscriptions.id))
    .leftJoin(notificationSubscriptionTeams, eq(notificationSubscriptionTeams.subscriptionId, notificationSubscriptions.id))
    .where(and(ne(notificationSubscriptions.subscriptionType, SUBSCRIPTION_TYPE.dailyPlanning), inArray(notificationSubscriptionStatuses.status, statuses)));
  const byId = new Map<number, ChangeSubscription>();
  for (const row of rows) {
    let subscription = byId.get(row.id);
    if (!subscription) {
      subscription = { userId: row.userId, taskBased: row.type === SUBSCRIPTION_TYPE.taskBasedStatusChange, statuses: new Set(), teamIds: new Set() };
      byId.set(row.id, subscription);
    }
    subscription.statuses.add(row.status);
    if (row.teamId !== null) subscription.teamIds.add(row.teamId);
  }
  return [...byId.values()];
}

/**
 * Reads the change log (activity_events) behind a durable cursor and turns plan changes into e-mails:
 * task-based subscriptions hear of every change of an assignment in the subscriber's teams that leaves
 * it in a subscribed status; team-based ones of such changes in the chosen teams whose planned window
 * touches today or tomorrow (the team's country). One e-mail per subscriber and batch. The cursor row is
 * locked for the batch and moved in the transaction that writes the e-mails, so each change is mailed
 * once however many instances read.
 */
export function createChangeNotifier(deps: { db: Db; clock: Clock; delivery: Delivery; links: MailLinks }) {
  const { db, clock, delivery, links } = deps;

  async function messagesFor(tx: Tx, events: EventRow[], now: Date): Promise<OutgoingMessage[]> {
    const changes = events.filter(isPlanChange);
    if (!changes.length) return [];
    const subscriptions = await subscriptionsFor(tx, [...new Set(changes.map((e) => e.status!))]);
    if (!subscriptions.length) return [];
    const [recipients, teamInfo, names] = await Promise.all([
      loadRecipients(tx, subscriptions.map((s) => s.userId)),
      loadTeams(tx, changes.flatMap((e) => (e.teamId === null ? [] : [e.teamId]))),
      tx.select({ bpNo: technicians.bpNo, fullName: technicians.fullName }).from(technicians).where(inArray(technicians.bpNo, [...new Set(changes.map((e) => e.technicianBpNo))])),
    ]);
    const fullName = new Map(names.map((n) => [n.bpNo, n.fullName]));
    const zoneOf = (teamId: number | null) => (teamId !== null ? teamInfo.get(teamId)?.timeZone : undefined) ?? 'UTC';

    const matches = (subscription: ChangeSubscription, recipient: Recipient, event: EventRow) =>
      subscription.statuses.has(event.status!) &&
      admitsTeam(recipient, event.teamId) &&
      (subscription.taskBased ||
        (event.teamId !== null &&
          subscription.teamIds.has(event.teamId) &&
          touchesTodayOrTomorrow(event.plannedStart!.getTime(), event.plannedEnd!.getTime(), now.getTime(), zoneOf(event.teamId))));

    const messages: OutgoingMessage[] = [];
    for (const recipient of recipients.values()) {
      const own = subscriptions.filter((s) => s.userId === recipient.userId);
      const mine = changes.filter((event) => own.some((s) => matches(s, recipient, event)));
      if (!mine.length) continue;
      const texts = MAIL_TEXTS[recipient.language];
      const format = (date: Date, timeZone: string, withDay: boolean) =>
        new Intl.DateTimeFormat(INTL_LOCALE[recipient.language], { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', ...(withDay ? { day: '2-digit', month: '2-digit' } : {}) }).format(date);
      const rows = mine.slice(0, MAX_ROWS_PER_MAIL).map((event) => {
        const zone = zoneOf(event.teamId);
        return [
          format(event.occurredAt, zone, true),
          fullName.get(event.technicianBpNo) ?? event.technicianBpNo,
          texts.statuses[event.status as WorkingStatus],
          event.workOrderNo ?? '—',
          event.customerName ?? '—',
          `${format(event.plannedStart!, zone, true)} – ${format(event.plannedEnd!, zone, false)}`,
        ];
      });
      const c = texts.changes;
      const unsubscribeUrl = await links.unsubscribeUrl(recipient.userId);
      const { html, text } = renderMail({
        language: recipient.language,
        texts,
        recipientName: recipient.name,
        intro: c.intro,
        sections: [{ columns: [c.when, c.technician, c.status, c.workOrder, c.customer, c.planned], rows }],
        note: mine.length > MAX_ROWS_PER_MAIL ? c.more(mine.length - MAX_ROWS_PER_MAIL) : undefined,
        manageUrl: links.manageUrl,
        unsubscribeUrl,
      });
      messages.push({ channel: 'EMAIL', recipient: recipient.email, subject: c.subject(mine.length), body: text, html, headers: unsubscribeHeaders(unsubscribeUrl) });
    }
    return messages;
  }

  /** One batch: null when another instance holds the cursor; the new outbox ids otherwise. */
  async function processBatch(): Promise<{ read: number; messageIds: number[] } | null> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [cursor] = await tx.select().from(changeLogCursors).where(eq(changeLogCursors.consumer, CHANGE_CONSUMER)).for('update', { skipLocked: true });
      if (!cursor) {
        const [held] = await tx.select({ consumer: changeLogCursors.consumer }).from(changeLogCursors).where(eq(changeLogCursors.consumer, CHANGE_CONSUMER));
        if (held) return null;
        // First run: start at the end of the log; what happened before notifications ran is not news.
        const [last] = await tx
          .select({ txId: activityEvents.txId, id: activityEvents.id })
          .from(activityEvents)
          .where(sql`${activityEvents.txId} < pg_snapshot_xmin(pg_current_snapshot())`)
          .orderBy(desc(activityEvents.txId), desc(activityEvents.id))
          .limit(1);
        await tx
          .insert(changeLogCursors)
          .values({ consumer: CHANGE_CONSUMER, lastTxId: last?.txId ?? '0', lastEventId: last?.id ?? 0, updatedAt: now })
          .onConflictDoNothing();
        return { read: 0, messageIds: [] };
      }
      const events = await readBatch(tx, cursor);
      if (!events.length) return { read: 0, messageIds: [] };
      const messageIds = await delivery.enqueue(tx, await messagesFor(tx, events, now));
      const last = events[events.length - 1];
      await tx.update(changeLogCursors).set({ lastTxId: last.txId, lastEventId: last.id, updatedAt: now }).where(eq(changeLogCursors.consumer, CHANGE_CONSUMER));
      return { read: events.length, messageIds };
    });
  }

  return {
    /** Reads every batch there is and sends what it wrote; returns how many e-mails it queued. */
    async run(): Promise<number> {
      let queued = 0;
      await links.ready();
      for (;;) {
        const batch = await processBatch();
        if (!batch) return queued;
        await delivery.dispatch(batch.messageIds);
        queued += batch.messageIds.length;
        if (batch.read < BATCH_SIZE) return queued;
      }
    },
  };
}
