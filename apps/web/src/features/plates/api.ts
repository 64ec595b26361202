import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PLATE_ERRORS, vehicleAnswer, vehiclesResponse, type CreateVehicleRequest, type Vehicle } from '@fsp/domain';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/feedback';
import i18n from '../../i18n';
import { StatusRefusal } from '../../components/field-refusal';

export { refusedPlateField } from './plate-refusal';

const VEHICLES_KEY = ['vehicles'] as const;

const fetchVehicles = async ({ signal }: { signal?: AbortSignal }) => (await api.get('/api/organization-vehicles', { schema: vehiclesResponse, signal, silent: true })).vehicles;

/** GET /api/organization-vehicles `{vehicles}`: the live plates of the caller's organizations; a failure is shown inline with Retry, not as a toast too. */
export function useVehicles() {
  return useQuery({ queryKey: VEHICLES_KEY, queryFn: fetchVehicles });
}

/** A plate as stored now (read again), or null when it is gone; undefined when the list cannot be read. */
export async function storedVehicle(queryClient: QueryClient, vehicleId: number): Promise<Vehicle | null | undefined> {
  const list = await queryClient.fetchQuery({ queryKey: VEHICLES_KEY, queryFn: fetchVehicles, staleTime: 0 }).catch(() => undefined);
  return list && (list.find((v) => v.vehicleId === vehicleId) ?? null);
}


const MESSAGE_KEYS: Record<string, string> = {
  [PLATE_ERRORS.duplicate]: 'plates.errors.duplicate',
  [PLATE_ERRORS.unknownVehicle]: 'plates.errors.unknownVehicle',
  [PLATE_ERRORS.unknownOrganization]: 'plates.errors.unknownOrganization',
};

export type VehicleSave = (CreateVehicleRequest & { vehicleId?: number }) | { vehicleId: number; deleted: true };

/** POST create-, update- or delete-vehicle; a non-zero statusCode shows the reason 4 s and rejects. */
export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VehicleSave) => {
      const path = 'deleted' in body ? '/api/delete-vehicle' : body.vehicleId ? '/api/update-vehicle' : '/api/create-vehicle';
      const payload = 'deleted' in body ? { vehicleId: body.vehicleId } : body;
      const answer = await api.post(path, payload, { schema: vehicleAnswer });
      if (answer.statusCode !== 0) {
        const text = MESSAGE_KEYS[answer.message] ? i18n.t(MESSAGE_KEYS[answer.message] as never) : answer.message;
        notify('error', text, { duration: 4 });
        throw new StatusRefusal(text, answer.statusCode, answer.message);
      }
      notify('success', i18n.t('deleted' in body ? 'plates.deleted' : 'plates.saved'), { duration: 4 });
      return answer;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
