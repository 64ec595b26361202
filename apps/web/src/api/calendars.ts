import { useQuery } from '@tanstack/react-query';
import { calendarsResponse } from '@fsp/domain';
import { api } from '../lib/api-client';

/** The calendar list's query key: calendar changes invalidate it (features/calendars). */
export const CALENDARS_KEY = ['calendars'] as const;

/**
 * GET /api/authorizedCalendars `{calendars}`: every calendar of the caller's countries with its entries and teams. Every reader
 * (calendar management's list, detail and assignment dialog, team management's calendar filter) shows a failure
 * inline with Retry, so there is no toast as well. Not `enabled`: not read yet (a reader that needs it on demand).
 */
export function useCalendars({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CALENDARS_KEY,
    enabled,
    queryFn: async ({ signal }) => (await api.get('/api/authorizedCalendars', { schema: calendarsResponse, signal, silent: true })).calendars,
  });
}
