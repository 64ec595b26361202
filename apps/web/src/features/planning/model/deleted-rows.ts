import type { TFunction } from 'i18next';
import type { GridItem, GridTechnician } from '@fsp/domain';

/** One row of the "Deleted item" table (spec part 1 §3): an item with its technician. */
export interface DeletedRow {
  key: string;
  item: GridItem | null;
  technician: GridTechnician;
}

/** Items flagged shouldBeDeleted, and the technicians flagged shouldBeDeletedTechnician (with their items, or one row without). */
export function deletedRows(technicians: readonly GridTechnician[]): { orders: DeletedRow[]; technicians: DeletedRow[] } {
  const orders: DeletedRow[] = [];
  const removed: DeletedRow[] = [];
  for (const technician of technicians) {
    for (const item of technician.schedulers) if (item.shouldBeDeleted) orders.push({ key: item.key, item, technician });
    if (technician.shouldBeDeletedTechnician) {
      if (technician.schedulers.length === 0) removed.push({ key: `t-${technician.id}`, item: null, technician });
      for (const item of technician.schedulers) removed.push({ key: `t-${technician.id}-${item.key}`, item, technician });
    }
  }
  return { orders, technicians: removed };
}

/** The CRM's system statuses of a work order (SAP-style, the same in every organization) that have a name in the locales. */
export const CRM_STATUS_CODES = ['OPEN', 'REL', 'TECO', 'CLSD', 'DLFL'] as const;

type CrmStatusCode = (typeof CRM_STATUS_CODES)[number];

function isCrmStatusCode(status: string): status is CrmStatusCode {
  return (CRM_STATUS_CODES as readonly string[]).includes(status);
}

/** A CRM status's name in the reader's language; a status the locales do not know stays as the CRM sends it. */
export function crmStatusName(t: TFunction, status: string): string {
  return isCrmStatusCode(status) ? t(`planning.deleted.crmStatuses.${status}`) : status;
}

/** 'name (code)' with the name first, so the reader does not have to know the code; the code alone when it has no other name. */
export function nameWithCode(code: string | null | undefined, name: (code: string) => string): string | null {
  if (!code) return null;
  const named = name(code).trim();
  return named === '' || named === code ? code : `${named} (${code})`;
}
