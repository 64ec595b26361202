import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/** The handle the seed writes through: the transaction it runs in. */
export type SeedDb = Tx;

/**
 * SQL literal of a generated value. The demo data is generated here (never user input); strings are
 * quoted with doubled single quotes (standard_conforming_strings is on in every supported server).
 */
function literal(value: unknown): string {
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('seed: NUL in text');
    return value.includes("'") ? `'${value.replaceAll("'", "''")}'` : `'${value}'`;
  }
  if (value === undefined) return 'DEFAULT';
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`seed: not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error('seed: invalid date');
    return `'${value.toISOString()}'`;
  }
  throw new Error(`seed: unsupported value ${JSON.stringify(value)}`);
}

const columnNameCache = new WeakMap<PgTable, Map<string, string>>();

/** TypeScript key -> database column name, as drizzle's snake_case casing maps it. */
function columnNames(table: PgTable): Map<string, string> {
  let names = columnNameCache.get(table);
  if (!names) {
    names = new Map();
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      const keyAsName = (column as unknown as { keyAsName?: boolean }).keyAsName ?? false;
      names.set(key, keyAsName ? toSnakeCase(column.name) : column.name);
    }
    columnNameCache.set(table, names);
  }
  return names;
}

/**
 * Inserts rows as multi-row INSERT statements with literal values. Several times faster than
 * building parameterised inserts for the ~200,000 demo rows (most of the time went into query
 * building, not into the database). Keys missing from a row take the column default.
 */
export async function insertRows<T extends PgTable>(db: SeedDb, table: T, rows: readonly T['$inferInsert'][], chunkSize = 1000): Promise<void> {
  if (rows.length === 0) return;
  const names = columnNames(table);
  const tableName = getTableName(table);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize) as Record<string, unknown>[];
    const keys = [...new Set(chunk.flatMap((row) => Object.keys(row)))];
    const columns = keys.map((key) => {
      const name = names.get(key);
      if (!name) throw new Error(`seed: ${tableName} has no column ${key}`);
      return `"${name}"`;
    });
    let text = `insert into "${tableName}" (${columns.join(',')}) values `;
    for (let r = 0; r < chunk.length; r++) {
      const row = chunk[r];
      text += r === 0 ? '(' : ',(';
      for (let k = 0; k < keys.length; k++) text += (k === 0 ? '' : ',') + literal(row[keys[k]]);
      text += ')';
    }
    await db.execute(sql.raw(text));
  }
}

/** After rows were inserted with explicit ids, moves the serial sequence past them. */
export async function syncSequence(db: SeedDb, table: PgTable, key = 'id'): Promise<void> {
  const tableName = getTableName(table);
  const column = columnNames(table).get(key);
  if (!column) throw new Error(`seed: ${tableName} has no column ${key}`);
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${tableName}"', '${column}'), coalesce((select max("${column}") from "${tableName}"), 0) + 1, false)`,
    ),
  );
}

/**
 * Bulk-load practice (PostgreSQL manual, "Populating a Database"): drops the secondary indexes, foreign keys and
 * exclusion constraints of the given tables, and returns a function that re-creates them with the same names and
 * definitions. Re-adding validates every row, so the data is checked exactly as with row-by-row checks.
 */
export async function deferConstraints(db: SeedDb, tables: readonly PgTable[]): Promise<() => Promise<void>> {
  const names = tables.map((t) => `'${getTableName(t)}'`).join(',');
  const indexes = (
    await db.execute(
      sql.raw(
        `select i.indexname as name, i.indexdef as def from pg_indexes i where i.schemaname = current_schema() and i.tablename in (${names}) and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
      ),
    )
  ).rows as { name: string; def: string }[];
  const constraints = (
    await db.execute(
      sql.raw(
        `select c.conrelid::regclass::text as "table", c.conname as name, c.contype as type, pg_get_constraintdef(c.oid) as def from pg_constraint c where c.contype in ('f', 'x') and c.conrelid in (select oid from pg_class where relname in (${names}) and relnamespace = current_schema()::regnamespace)`,
      ),
    )
  ).rows as { table: string; name: string; type: string; def: string }[];
  for (const c of constraints) await db.execute(sql.raw(`alter table ${c.table} drop constraint "${c.name}"`));
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.name}"`));
  return async () => {
    for (const i of indexes) await db.execute(sql.raw(i.def));
    // Exclusion constraints first (they bring their own index), then the foreign keys.
    for (const c of [...constraints].sort((a, b) => (a.type === b.type ? 0 : a.type === 'x' ? -1 : 1))) {
      await db.execute(sql.raw(`alter table ${c.table} add constraint "${c.name}" ${c.def}`));
    }
  };
}
