import { z } from 'zod';
import { MAX_INT, requiredOr } from './common';
import { compactDay } from './dates';

/** Plate (vehicle) management (spec part 2 §2 "Plate management", §3 Plate, §7 "Plates"). */

export const PLATE_NUMBER_MAX = 255;
export const PLATE_ERRORS = {
  plateRequired: 'Plate number is required',
  plateTooLong: `Plate number may be at most ${PLATE_NUMBER_MAX} characters`,
  organizationRequired: 'Organization is required',
  unknownOrganization: 'Organization not found',
  unknownVehicle: 'Plate not found',
  deactivationBeforeRegistration: 'The deactivation date must be on or after the registration date',
  duplicate: 'This plate number is already registered for an overlapping period',
} as const;

/**
 * Upper case, no whitespace: '34 abc 12' and '34ABC12' are one plate. Every I-letter (i, ı, İ) is the plate's plain I:
 * plates have no dotted İ, and a Turkish keyboard's 'i' must not make '34ABİ12' a second registration of 34ABI12.
 */
export function normalizePlateNumber(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, '').replace(/[iıİ]/g, 'I').toUpperCase();
}

export const vehicle = z
  .object({
    vehicleId: z.number().int(),
    plateNumber: z.string(),
    orgunit: z.string(),
    orgunitDisplayName: z.string(),
    activationDate: z.string().describe('Registration date, YYYYMMDD'),
    deactivationDate: z.string().describe('YYYYMMDD'),
    updatedDate: z.string().describe('YYYYMMDD'),
    updatedBy: z.string().nullable(),
    createdBy: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof vehicle>;
/** GET /api/organization-vehicles: `{vehicles}`, the spec's one-word response names a field (docs/api-conventions.md "Response names"). */
export const vehiclesResponse = z.object({ vehicles: z.array(vehicle) });

const plateFields = {
  plateNumber: z
    .string({ error: requiredOr(PLATE_ERRORS.plateRequired) })
    .transform(normalizePlateNumber)
    .pipe(z.string().min(1, PLATE_ERRORS.plateRequired).max(PLATE_NUMBER_MAX, PLATE_ERRORS.plateTooLong)),
  orgUnit: z.string({ error: requiredOr(PLATE_ERRORS.organizationRequired) }).trim().min(1, PLATE_ERRORS.organizationRequired).max(64),
  activationDate: compactDay('Registration date'),
  deactivationDate: compactDay('Deactivation date'),
  /** Sent by the original client; the server stamps the real date and user. */
  updatedDate: compactDay('Updated date').optional(),
  updatedBy: z.string().max(255).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
};
const datesInOrder = (v: { activationDate: string; deactivationDate: string }) => v.deactivationDate >= v.activationDate;
const datesMessage = { message: PLATE_ERRORS.deactivationBeforeRegistration, path: ['deactivationDate'] };

export const createVehicleRequest = z.object(plateFields).refine(datesInOrder, datesMessage);
export type CreateVehicleRequest = z.infer<typeof createVehicleRequest>;
export const updateVehicleRequest = z.object({ vehicleId: z.number().int().min(1).max(MAX_INT), ...plateFields }).refine(datesInOrder, datesMessage);
export type UpdateVehicleRequest = z.infer<typeof updateVehicleRequest>;
export const deleteVehicleRequest = z.object({ vehicleId: z.number().int().min(1).max(MAX_INT) });
export const vehicleAnswer = z.object({ statusCode: z.number().int(), message: z.string(), vehicle: vehicle.nullable() });
