import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TechnicianSurveyScore } from '@fsp/domain';
import { api } from '../../lib/api-client';
import { useAfterPaint } from '../../lib/use-after-paint';

const FIVE_MINUTES = 5 * 60_000;
// Fetched with the call: the planning grid shows the scores, and zod is not part of its first load (issue 19).
const technicianSurveyScoresResponse = () => import('@fsp/domain/contracts/survey-sending').then((c) => c.technicianSurveyScoresResponse);

/**
 * The technicians' customer survey averages of the last 90 days (POST /api/technician-survey-scores), by
 * bpNo. A side fact: a failure shows nothing rather than an error notice.
 */
export function useTechnicianSurveyScores(bpNos: readonly string[]): ReadonlyMap<string, TechnicianSurveyScore> {
  const key = useMemo(() => [...new Set(bpNos)].sort(), [bpNos]);
  // Asked once the rows are on screen: the scores come later anyway, and the grid's first paint is not kept waiting
  // for the request's start (its schema's chunk, the body of a thousand numbers).
  const painted = useAfterPaint();
  const query = useQuery({
    queryKey: ['survey-sending', 'technician-scores', key] as const,
    enabled: key.length > 0 && painted,
    staleTime: FIVE_MINUTES,
    // A search or a refresh changes the rows and so the key: the scores already known stay on screen (by bpNo)
    // until the new set arrives, rather than blinking out on every change of the rows.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await api.search('/api/technician-survey-scores', { technicians: key }, { schema: technicianSurveyScoresResponse, signal, silent: true })).scores,
  });
  return useMemo(() => new Map((query.data ?? []).map((s) => [s.bpNo, s])), [query.data]);
}
