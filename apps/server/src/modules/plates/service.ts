import { PLATE_ERRORS, parseYmdCompact, type CreateVehicleRequest, type UpdateVehicleRequest, type Vehicle } from '@fsp/domain';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { classifyDbError } from '../../db/errors';
import { retryTransient } from '../../db/retry';
import type { AuthenticatedUser, DataScope } from '../../plugins/auth';
import { platesRepo, type VehicleWrite } from './repo';

/** statusCode of the plate calls: 0 success, otherwise the message says why. */
export const PLATE_STATUS = { ok: 0, notFound: 1, conflict: 2 } as const;
export const PLATE_MESSAGES = { saved: 'Saved successfully.', deleted: 'Plate deleted.' } as const;

export interface PlateAnswer {
  statusCode: number;
  message: string;
  vehicle: Vehicle | null;
}

class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function createPlatesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const actor = (user: AuthenticatedUser) => `${user.firstname} ${user.lastname}`.trim() || user.username;

  async function change(run: (tx: Tx) => Promise<PlateAnswer>): Promise<PlateAnswer> {
    try {
      return await retryTransient(() => db.transaction(run));
    } catch (error) {
      if (error instanceof Refusal) return { statusCode: error.statusCode, message: error.message, vehicle: null };
      // vehicles_plate_no_overlap: the same plate registered for an overlapping period.
      if (classifyDbError(error) === 'overlap') return { statusCode: PLATE_STATUS.conflict, message: PLATE_ERRORS.duplicate, vehicle: null };
      throw error;
    }
  }

  async function toWrite(tx: Tx, scope: DataScope, body: CreateVehicleRequest, user: AuthenticatedUser): Promise<VehicleWrite> {
    if (!(await platesRepo.organizationInScope(tx, scope, body.orgUnit))) throw new Refusal(PLATE_STATUS.notFound, PLATE_ERRORS.unknownOrganization);
    return {
      plateNumber: body.plateNumber,
      orgunit: body.orgUnit,
      activationDate: parseYmdCompact(body.activationDate)!,
      deactivationDate: parseYmdCompact(body.deactivationDate)!,
      // A save without a location (the plate form's) keeps the stored one: it must not undo a marker moved meanwhile.
      latitude: body.latitude,
      longitude: body.longitude,
      updatedBy: actor(user),
      updatedAt: clock.now(),
    };
  }

  async function answer(tx: Tx, scope: DataScope, vehicleId: number): Promise<PlateAnswer> {
    const [vehicle] = await platesRepo.list(tx, scope, vehicleId);
    return { statusCode: PLATE_STATUS.ok, message: PLATE_MESSAGES.saved, vehicle };
  }

  return {
    list: (scope: DataScope) => db.transaction((tx) => platesRepo.list(tx, scope)),

    create: (body: CreateVehicleRequest, scope: DataScope, user: AuthenticatedUser) =>
      change(async (tx) => answer(tx, scope, await platesRepo.insert(tx, await toWrite(tx, scope, body, user)))),

    update: (body: UpdateVehicleRequest, scope: DataScope, user: AuthenticatedUser) =>
      change(async (tx) => {
        if (!(await platesRepo.lock(tx, scope, body.vehicleId))) throw new Refusal(PLATE_STATUS.notFound, PLATE_ERRORS.unknownVehicle);
        await platesRepo.update(tx, body.vehicleId, await toWrite(tx, scope, body, user));
        return answer(tx, scope, body.vehicleId);
      }),

    remove: (vehicleId: number, scope: DataScope, user: AuthenticatedUser) =>
      change(async (tx) => {
        if (!(await platesRepo.lock(tx, scope, vehicleId))) throw new Refusal(PLATE_STATUS.notFound, PLATE_ERRORS.unknownVehicle);
        await platesRepo.softDelete(tx, vehicleId, actor(user), clock.now());
        return { statusCode: PLATE_STATUS.ok, message: PLATE_MESSAGES.deleted, vehicle: null };
      }),
  };
}
