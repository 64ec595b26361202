import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  mapSettingsResponse,
  technicianLocationSyncResponse,
  technicianLocationsResponse,
  type TechnicianLocationsResponse,
} from '@fsp/domain';
import { api } from '../../lib/api-client';

/** GET /api/map-settings: the server's tile provider; fixed for the server's lifetime. */
export const mapSettingsQueryOptions = queryOptions({
  queryKey: ['map-settings'] as const,
  queryFn: ({ signal }) => api.get('/api/map-settings', { schema: mapSettingsResponse, signal }),
  staleTime: Infinity,
});

export const useMapSettings = () => useQuery(mapSettingsQueryOptions);

export interface NearbySearch {
  teamIds: readonly number[];
  searchDate: string;
  latitude: number;
  longitude: number;
  /** null for the draggable marker. */
  workOrderNo: string | null;
}

const bodyOf = (search: NearbySearch) => ({
  teams: search.teamIds.map((id) => ({ id })),
  searchDate: search.searchDate,
  latitude: search.latitude,
  longitude: search.longitude,
  workOrderNo: search.workOrderNo,
});

/** POST /api/technician-locations for the searched point; nothing runs until a search is given. */
export function useNearbyTechnicians(search: NearbySearch | null) {
  return useQuery({
    queryKey: ['technician-locations', search] as const,
    queryFn: ({ signal }): Promise<TechnicianLocationsResponse> =>
      // A read sent as POST: failures use the read wording of the error catalogue.
      api.search('/api/technician-locations', bodyOf(search!), { schema: technicianLocationsResponse, signal }),
    enabled: search !== null,
    // Positions move: a new click asks again after a minute.
    staleTime: 60_000,
  });
}

/** POST /api/technician-location-sync: asks the technicians' app for fresh positions (the map shows a refusal itself, as the server words it). */
export function useTechnicianLocationSync() {
  return useMutation({
    mutationFn: (search: NearbySearch) => api.post('/api/technician-location-sync', bodyOf(search), { schema: technicianLocationSyncResponse, silent: true }),
  });
}
