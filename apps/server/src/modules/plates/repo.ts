import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Vehicle } from '@fsp/domain';
import type { Tx } from '../../db/client';
import { organizations, vehicles } from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { inScope, orgScopeFilter } from '../../plugins/scope';
import { turkishSortKey } from '../../db/text-match';

export interface VehicleWrite {
  plateNumber: string;
  orgunit: string;
  /** YYYY-MM-DD */
  activationDate: string;
  deactivationDate: string;
  /** Left out (undefined): the stored location stays; null: no location. */
  latitude?: number | null;
  longitude?: number | null;
  updatedBy: string;
  updatedAt: Date;
}

const compact = (ymd: string) => ymd.replaceAll('-', '');

/** Vehicles (plates); deleting is soft. Every function takes the caller's transaction. */
export const platesRepo = {
  async list(tx: Tx, scope: DataScope, vehicleId?: number): Promise<Vehicle[]> {
    const rows = await tx
      .select({ v: vehicles, orgunitDisplayName: organizations.displayName, updatedDay: sql<string>`to_char(${vehicles.updatedAt} at time zone 'UTC', 'YYYYMMDD')` })
      .from(vehicles)
      .innerJoin(organizations, eq(organizations.orgunit, vehicles.orgunit))
      .where(and(isNull(vehicles.deletedAt), inScope.vehicle(scope), vehicleId === undefined ? undefined : eq(vehicles.vehicleId, vehicleId)))
      .orderBy(turkishSortKey(organizations.displayName), asc(vehicles.plateNumber), asc(vehicles.activationDate), asc(vehicles.vehicleId));
    return rows.map(({ v, orgunitDisplayName, updatedDay }) => ({
      vehicleId: v.vehicleId,
      plateNumber: v.plateNumber,
      orgunit: v.orgunit,
      orgunitDisplayName,
      activationDate: compact(v.activationDate),
      deactivationDate: compact(v.deactivationDate),
      updatedDate: updatedDay,
      updatedBy: v.updatedBy,
      createdBy: v.createdBy,
      latitude: v.latitude,
      longitude: v.longitude,
    }));
  },

  async organizationInScope(tx: Tx, scope: DataScope, orgunit: string): Promise<boolean> {
    const [row] = await tx
      .select({ orgunit: organizations.orgunit })
      .from(organizations)
      .where(and(eq(organizations.orgunit, orgunit), eq(organizations.active, true), orgScopeFilter(organizations.orgunit, scope)));
    return row !== undefined;
  },

  async insert(tx: Tx, write: VehicleWrite): Promise<number> {
    const [row] = await tx
      .insert(vehicles)
      .values({ ...write, createdBy: write.updatedBy, createdAt: write.updatedAt })
      .returning({ id: vehicles.vehicleId });
    return row.id;
  },

  /** Locks a live vehicle in scope; false when unknown, deleted or out of scope. */
  async lock(tx: Tx, scope: DataScope, vehicleId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: vehicles.vehicleId })
      .from(vehicles)
      .where(and(eq(vehicles.vehicleId, vehicleId), isNull(vehicles.deletedAt), inScope.vehicle(scope)))
      .for('update');
    return row !== undefined;
  },

  async update(tx: Tx, vehicleId: number, write: VehicleWrite) {
    await tx.update(vehicles).set(write).where(eq(vehicles.vehicleId, vehicleId));
  },

  async softDelete(tx: Tx, vehicleId: number, by: string, at: Date) {
    await tx.update(vehicles).set({ deletedAt: at, updatedBy: by, updatedAt: at }).where(eq(vehicles.vehicleId, vehicleId));
  },
};
