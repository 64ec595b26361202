import { useMemo, useState } from 'react';
import { Select } from './select';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TECHNICIAN_SEARCH_MIN_LENGTH, createWordMatcher, meetsMinimumSearchLength, techniciansResponse } from '@fsp/domain';
import { api } from '../lib/api-client';

/** GET /api/technicians: the caller's active technicians (a shared list cached on the client). */
export function useTechnicians() {
  return useQuery({
    queryKey: ['reference', 'technicians'] as const,
    queryFn: ({ signal }) => api.get('/api/technicians', { schema: techniciansResponse, signal }).then((r) => r.technicians),
    staleTime: 10 * 60_000,
  });
}

/**
 * Technician multi-select (spec part 1 §5 "Text searches"): matches from 3 characters, every typed
 * word against name, number, organization name, country code and team name (Turkish-aware).
 * A form control over bpNos.
 */
export function TechnicianSelect({ value = [], onChange, id, testId }: { value?: string[]; onChange?: (bpNos: string[]) => void; id?: string; testId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const technicians = useTechnicians();
  const options = useMemo(() => {
    const all = technicians.data ?? [];
    const chosen = new Set(value);
    const ready = meetsMinimumSearchLength(text, TECHNICIAN_SEARCH_MIN_LENGTH);
    const matches = createWordMatcher(text);
    return all
      .filter((x) => chosen.has(x.bpNo) || (ready && matches([x.fullName, x.bpNo, x.organization.displayName, x.organization.countryCode, x.team?.name])))
      .slice(0, 200)
      .map((x) => ({ value: x.bpNo, label: `${x.fullName} (${x.bpNo})`, title: [x.organization.displayName, x.team?.name].filter(Boolean).join(' · ') }));
  }, [technicians.data, text, value]);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={technicians.isFetching}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={value}
      options={options}
      placeholder={t('listFilters.technicianPlaceholder')}
      notFoundContent={meetsMinimumSearchLength(text, TECHNICIAN_SEARCH_MIN_LENGTH) ? t('listFilters.noMatch') : t('validation.tooShort', { min: TECHNICIAN_SEARCH_MIN_LENGTH })}
      onChange={(bpNos: string[]) => {
        onChange?.(bpNos);
        setText('');
      }}
      data-testid={testId}
    />
  );
}
