import type { Tx } from '../../db/client';
import { activityEvents } from '../../db/schema';
import { LIVE_CHANNELS, publishLive } from '../../live';

export type ActivityEventInput = typeof activityEvents.$inferInsert;

/**
 * Writes activity-feed events inside the caller's transaction, so a change that rolls back leaves no
 * event behind, and announces them to open activity pages on every server instance when (and only if)
 * the transaction commits. Every feature that produces activity (planning saves, drafts, CI board,
 * surveys...) goes through this one function.
 */
export async function recordActivity(tx: Tx, events: readonly ActivityEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(activityEvents).values([...events]);
  const teams = [...new Set(events.map((e) => e.teamId ?? null))];
  await publishLive(tx, LIVE_CHANNELS.activity, teams.includes(null) ? '' : teams.join(','));
}
