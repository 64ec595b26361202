import { sql } from 'drizzle-orm';
import type { Language } from '@fsp/domain';
import type { Db } from '../../db/client';
import { answerTextsIn } from './answer-texts';

/**
 * The upstream CRM that owns work orders (docs/decisions/0007-work-order-upstream-connector.md).
 * `refresh` pulls one order by number and writes it into our tables (work_orders, work_order_items) in
 * its own transaction; the planning grid's cache follows by itself (its data version is bumped by the
 * tables' triggers). It answers the CRM's own messages when the order cannot be refreshed.
 */
export interface WorkOrderUpstream {
  readonly name: string;
  /** `language`: the caller's, for the messages the connector words itself. */
  refresh(orderNumber: string, language?: Language): Promise<{ ok: true } | { ok: false; errorList: string[] }>;
}

/** The message for an order the store does not know (the only way the embedded default can fail), in the caller's language. */
export function unknownWorkOrderMessage(orderNumber: string, language: Language = 'en'): string {
  return answerTextsIn(language).unknownWorkOrder(orderNumber);
}

/**
 * The embedded default until a CRM connector exists: our own tables are the source, so there is nothing
 * to pull. A known, live order is 'refreshed' as it is; an unknown or upstream-deleted one answers an
 * errorList as a CRM would.
 */
export function ownStoreUpstream(db: Db): WorkOrderUpstream {
  return {
    name: 'own-store',
    async refresh(orderNumber, language) {
      const result = await db.execute<{ id: number }>(sql`select id from work_orders where order_number = ${orderNumber} and deleted_at is null limit 1`);
      return result.rows.length > 0 ? { ok: true } : { ok: false, errorList: [unknownWorkOrderMessage(orderNumber, language)] };
    },
  };
}
