import { queryOptions } from '@tanstack/react-query';
import { trainingVacationsResponse, type TrainingVacation } from '@fsp/domain';
import { api } from '../../../lib/api-client';

/** Prefix of every Training/Vacation tab query. */
export const PLANNING_TRAINING_VACATIONS_QUERY_KEY = ['planning', 'training-vacations'] as const;

export function normalizeCountryCodes(countryCodes: readonly string[]): string[] {
  return [...new Set(countryCodes.map((c) => c.trim().toUpperCase()).filter((c) => c.length === 2))].sort();
}

/**
 * POST /api/training-vacations. No country codes: the body omits them and the server uses the
 * countries of the caller's organizations.
 */
export function trainingVacationsQueryOptions(countryCodes: readonly string[]) {
  return queryOptions({
    queryKey: [...PLANNING_TRAINING_VACATIONS_QUERY_KEY, { countryCodes }] as const,
    queryFn: async ({ signal }): Promise<TrainingVacation[]> => {
      const body = countryCodes.length > 0 ? { countryCodes } : {};
      // A read sent as POST: failures use the read wording of the error catalogue.
      const data = await api.post('/api/training-vacations', body, { schema: trainingVacationsResponse, signal, mutation: false });
      return data.trainingVacations;
    },
  });
}
