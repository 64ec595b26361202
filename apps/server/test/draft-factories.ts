import type { DraftStatus } from '@fsp/domain';
import type { Db } from '../src/db/client';
import { draftStatusHistory, drafts } from '../src/db/schema';
import { unique } from './factories';

/**
 * A draft work order as a technician's app would raise it (through the server's own data layer), with
 * its status history: one row per status in `history` (default: just the draft's status), an hour apart
 * from createdAt.
 */
export async function createDraftWorkOrder(
  db: Db,
  values: { technicianBpNo: string; createdAt: Date; history?: DraftStatus[] } & Partial<typeof drafts.$inferInsert>,
) {
  const { history, ...rest } = values;
  const [row] = await db
    .insert(drafts)
    .values({ customerName: unique('Customer '), serialNumber: unique('SN'), description: 'Draft from the field', updatedAt: values.createdAt, ...rest })
    .returning();
  const statuses = history ?? [row.status as DraftStatus];
  await db.insert(draftStatusHistory).values(
    statuses.map((status, i) => ({
      draftId: row.id,
      status,
      detail: `${status} step`,
      postedAt: new Date(values.createdAt.getTime() + i * 3_600_000),
      postedByName: i === 0 ? 'Technician' : 'Dispatcher',
    })),
  );
  return row;
}
