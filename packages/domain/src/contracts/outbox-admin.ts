import { z } from 'zod';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../codes';
import { idRangeMessage, MAX_INT, rowId } from './common';

/**
 * The outbox as administrators see it (GET /api/admin/outbox): delivery state of every message, FAILED
 * ones first of interest. Recipients are masked and bodies left out (they may hold verification codes).
 * docs/api-conventions.md "Outbox (administrators)".
 */
export const adminOutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).default('FAILED'),
  index: z.coerce.number().int().min(0).max(MAX_INT).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

export const adminOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  sentAt: z.number().int().nullable(),
  nextAttemptAt: z.number().int().nullable(),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessage>;

export const adminOutboxResponse = z.object({ messages: z.array(adminOutboxMessage), totalRowCount: z.number().int() });
export const adminOutboxPathParams = z.object({
  id: rowId('id must be a number', idRangeMessage('id', Number.MAX_SAFE_INTEGER), { coerce: true, max: Number.MAX_SAFE_INTEGER }),
});
