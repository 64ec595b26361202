import { useState } from 'react';
import { Spin } from 'antd';
import { Select } from './select';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_LOOKUP_MAX_LENGTH, CUSTOMER_LOOKUP_MIN_LENGTH, customerLookupProblem, customerSearchResponse, upperCaseForCustomerLookup, type Customer } from '@fsp/domain';
import { api } from '../lib/api-client';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { normalizeLanguage } from '../i18n/language';

/** A chosen customer: the number is what the searches send, the name what the chip shows. */
export interface CustomerChoice {
  number: string;
  name: string;
}

/**
 * Customer multi-select (spec part 1 §5 "Text searches"): the lookup GET /api/customers/{text}
 * fires only for 3 to 100 characters, upper-cased (Turkish rules for tr and az), 500 ms after
 * the last keystroke; a longer text is told so, not sent. A form control over CustomerChoice[].
 */
export function CustomerSelect({
  value = [],
  onChange,
  id,
  testId,
}: {
  value?: CustomerChoice[];
  onChange?: (customers: CustomerChoice[]) => void;
  id?: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text);
  const lookup = upperCaseForCustomerLookup(debounced, normalizeLanguage(i18n.language) ?? 'en');
  const problem = customerLookupProblem(lookup);
  const ready = problem === null;
  const query = useQuery({
    queryKey: ['reference', 'customers', lookup] as const,
    queryFn: async ({ signal }): Promise<Customer[]> => (await api.get(`/api/customers/${encodeURIComponent(lookup)}`, { schema: customerSearchResponse, signal })).customers,
    enabled: ready,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const found = ready ? (query.data ?? []) : [];
  const known = new Map(value.map((c) => [c.number, c]));
  for (const c of found) if (!known.has(c.number)) known.set(c.number, c);
  const options = [...known.values()].map((c) => ({ value: c.number, label: `${c.name} (${c.number})` }));
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={value.map((c) => c.number)}
      options={options}
      placeholder={t('listFilters.customerPlaceholder')}
      notFoundContent={
        query.isFetching ? (
          <Spin size="small" />
        ) : ready ? (
          t('listFilters.noMatch')
        ) : problem === 'tooLong' ? (
          t('validation.tooLong', { max: CUSTOMER_LOOKUP_MAX_LENGTH })
        ) : (
          t('validation.tooShort', { min: CUSTOMER_LOOKUP_MIN_LENGTH })
        )
      }
      onChange={(numbers: string[]) => {
        onChange?.(numbers.map((n) => known.get(n)).filter((c): c is CustomerChoice => c !== undefined));
        setText('');
      }}
      data-testid={testId}
    />
  );
}
