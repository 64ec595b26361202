import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orderNumberKey } from '../order-number';
import { organizations } from './organization';

/** Customers as the upstream CRM numbers them. */
export const customers = pgTable(
  'customers',
  {
    number: text().primaryKey(),
    name: text().notNull(),
  },
  // The lookup's contains-match on the name with the Turkish I's folded (db/text-match.ts iFolded).
  (t) => [index('customers_name_folded_index').using('gin', sql`lower(translate(${t.name}, 'İIıЁё', 'iiiее')) gin_trgm_ops`)],
);

/**
 * Work orders imported from the upstream CRM (see the sync boundary in the architecture guide).
 * deletedAt marks an order the CRM deleted while it was still planned: it stays so the
 * planning can warn about it ("deleted work orders" dialog) instead of losing the items.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial().primaryKey(),
    orderNumber: text().notNull().unique(),
    customerNumber: text()
      .notNull()
      .references(() => customers.number),
    description: text(),
    serialNumber: text(),
    modelNumber: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    code: text(),
    codeTxt: text(),
    simStage: text(),
    simStageTxt: text(),
    simType: text(),
    /** ZBP and ZBO ask for a reason-for-change when a plan is updated. */
    simChannel: text(),
    status: text(),
    statusTxt: text(),
    planFrom: timestamp({ withTimezone: true }),
    planTo: timestamp({ withTimezone: true }),
    segmentCode: text(),
    jobCode: text(),
    jobCodeTxt: text(),
    componentCode: text(),
    componentCodeTxt: text(),
    standardHour: numeric(),
    plannedRate: numeric(),
    partsOrderQuantity: numeric(),
    partsOrderPay: numeric(),
    orgunit: text()
      .notNull()
      .references(() => organizations.orgunit),
    isMda: boolean().notNull().default(false),
    deletedAt: timestamp({ withTimezone: true }),
    crmStatus: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.customerNumber),
    // Work-order search: the live orders of some organizations, newest order number first in numeric order
    // (db/order-number.ts); counts and deep pages are read from this index alone (index-only scans, which need the
    // raw order number in the index to use the expressions on it), not from the wide rows.
    index('work_orders_live_orgunit_order_number_sort_index')
      .on(t.orgunit, sql`length(${orderNumberKey(t.orderNumber)})`, orderNumberKey(t.orderNumber), t.orderNumber, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The same order over all organizations (a broad filter walks it newest first and stops at a page), and an
    // order number typed with or without its leading zeros (work-order search, planning history: length and key).
    index('work_orders_order_number_sort_index').on(sql`length(${orderNumberKey(t.orderNumber)})`, orderNumberKey(t.orderNumber), t.orderNumber),
    // Planning's work-order tab: the orders of some organizations, sorted by planTo.
    index().on(t.orgunit, t.planTo),
    index().using('gin', t.serialNumber.op('gin_trgm_ops')),
    index().using('gin', t.modelNumber.op('gin_trgm_ops')),
    check('work_order_plan_range', sql`${t.planTo} is null or ${t.planFrom} is null or ${t.planTo} >= ${t.planFrom}`),
  ],
);

/** The lines of a work order; assignments plan an item, not the whole order. */
export const workOrderItems = pgTable(
  'work_order_items',
  {
    id: serial().primaryKey(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    elementNumber: text().notNull(),
    segmentCode: text(),
    componentCode: text(),
    componentCodeTxt: text(),
    standardHour: numeric(),
    jobCode: text(),
    jobCodeTxt: text(),
    plannedRate: numeric(),
    description: text(),
    processQtyNo: numeric(),
    processQtyUnit: text(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  // One row per upstream element: the CRM sync upserts on it.
  (t) => [unique().on(t.workOrderId, t.elementNumber)],
);
