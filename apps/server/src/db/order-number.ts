import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { workOrderNumberKey } from '@fsp/domain';

/**
 * An order-number column in the form of packages/domain's `workOrderNumberKey`: surrounding spaces and leading zeros
 * dropped. The indexes on work_orders are built on exactly this expression (docs/decisions/0035), so a query must
 * use it as written here to be served by them.
 */
export const orderNumberKey = (column: AnyPgColumn): SQL => sql`ltrim(btrim(${column}), '0')`;

/**
 * The column's order number is the typed one, leading zeros and surrounding spaces ignored on both sides. The key's
 * length is compared too, so the lookup is a prefix of work_orders_order_number_sort_index (the typed text is digits:
 * JavaScript and SQL count its length alike).
 */
export function sameOrderNumber(column: AnyPgColumn, typed: string): SQL {
  const key = workOrderNumberKey(typed);
  return sql`(length(${orderNumberKey(column)}) = ${key.length} and ${orderNumberKey(column)} = ${key})`;
}

/**
 * Numeric order of digit strings without a cast (a cast fails on a non-digit value): the shorter key is the smaller
 * number, equal lengths compare as text. Newest (largest) first; the raw text breaks ties between '0123' and '123'.
 */
export const orderNumbersNewestFirst = (column: AnyPgColumn): SQL[] => [
  sql`length(${orderNumberKey(column)}) desc`,
  sql`${orderNumberKey(column)} desc`,
  sql`${column} desc`,
];
