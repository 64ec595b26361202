import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { holidaysResponse, updateWorkOrderResponse, workAreasResponse, type UpdateWorkOrderResponse, type WorkArea } from '@fsp/domain';
import { HTML_LANG, normalizeLanguage } from '../../i18n/language';
import { api } from '../../lib/api-client';
import type { CodeName } from '../../lib/master-data-name';
import { localWorkAreas } from './model/work-areas';

/** GET /api/areas/{orgunit}: the work areas of a service centre (the drawer asks only when the field is shown). */
export function workAreasQueryOptions(orgunit: string) {
  return queryOptions({
    queryKey: ['reference', 'areas', orgunit] as const,
    queryFn: ({ signal }) => api.get(`/api/areas/${encodeURIComponent(orgunit)}`, { schema: workAreasResponse, signal }).then((r) => r.areas),
    staleTime: 10 * 60_000,
  });
}

/**
 * The work areas of a service centre in the reader's language (decision 0024): the query's `select` names them, so
 * the drawer cannot show them as stored; the cache keeps the server's answer and a language change reruns it.
 */
export function useWorkAreas(orgunit: string | null, enabled: boolean, codeName: CodeName) {
  const { i18n } = useTranslation();
  const locale = HTML_LANG[normalizeLanguage(i18n.language) ?? 'en'];
  const select = useCallback((areas: WorkArea[]) => localWorkAreas(areas, codeName, locale), [codeName, locale]);
  return useQuery({ ...workAreasQueryOptions(orgunit ?? ''), select, enabled: enabled && orgunit !== null });
}

/** GET /api/holidays: every country's public holidays, a shared list the spec reuses once loaded (the wizard skips them). */
export const holidaysQueryOptions = queryOptions({
  queryKey: ['reference', 'holidays'] as const,
  queryFn: ({ signal }) => api.get('/api/holidays', { schema: holidaysResponse, signal }),
  staleTime: Infinity,
});

/** POST /api/update-work-order (spec part 1 §7): silent, the caller shows 'all set' or the Error modal. */
export function updateWorkOrder(orderNumber: string): Promise<UpdateWorkOrderResponse> {
  return api.post('/api/update-work-order', { orderNumber }, { schema: updateWorkOrderResponse });
}
