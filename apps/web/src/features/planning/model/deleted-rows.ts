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
