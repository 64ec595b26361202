import { useEffect, useState } from 'react';
import { Alert, Form, Input, Select, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERIAL_NUMBER_MAX_LENGTH, quickDateRange } from '@fsp/domain';
import { DateRangeField } from '../../../components/date-range-field';
import { FilterDrawerShell } from '../../../components/filter-drawer-shell';
import { OrganizationTree } from '../../../components/organization-tree';
import { TeamTree } from '../../../components/team-tree';
import { TechnicianSelect } from '../../../components/technician-select';
import type { OrganizationWithTeams } from '../../planning/api';
import { DRAFT_STATUS_VALUES, emptyDraftFilters, validateDraftFilters, type DraftFilters, type DraftStatus } from '../model/filters';

export const DEFAULT_DRAFT_RANGE = 'last7Days' as const;

/**
 * The draft filter (spec part 1 §2, §5): date range (required) with quick ranges, organizations
 * tree, teams tree, technicians, draft status and serial number (max 30). Without an organization,
 * team or technician an error line shows and nothing is searched.
 */
export function DraftFilterDrawer({
  open,
  filters,
  organizations,
  onApply,
  onClose,
}: {
  open: boolean;
  filters: DraftFilters;
  organizations: readonly OrganizationWithTeams[] | undefined;
  onApply: (filters: DraftFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(filters);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(filters);
      setSubmitted(false);
    }
  }, [open, filters]);
  const set = (patch: Partial<DraftFilters>) => setValues((current) => ({ ...current, ...patch }));
  const errors = validateDraftFilters(values);

  return (
    <FilterDrawerShell
      testIdPrefix="drafts"
      open={open}
      title={t('draftWorkOrders.filterTitle')}
      onClose={onClose}
      onReset={() => setValues(emptyDraftFilters(quickDateRange(DEFAULT_DRAFT_RANGE, dayjs().format('YYYY-MM-DD'))))}
      onSearch={() => {
        setSubmitted(true);
        if (Object.keys(errors).length === 0) onApply(values);
      }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('listFilters.dateRange')}
          required
          {...(submitted && errors.date
            ? {
                validateStatus: 'error' as const,
                help: <span data-testid="drafts-error-date">{errors.date === 'endBeforeStart' ? t('planningDrawer.validation.endBeforeStart') : t('listFilters.dateRangeRequired')}</span>,
              }
            : {})}
        >
          <DateRangeField testIdPrefix="drafts-date" value={values} invalid={submitted && errors.date !== undefined} onChange={(range) => set(range)} />
        </Form.Item>
        {submitted && errors.selection ? <Alert type="error" showIcon title={t('draftWorkOrders.selectionRequired')} style={{ marginBottom: 12 }} data-testid="drafts-error-selection" /> : null}
        {organizations ? (
          <>
            <Form.Item label={t('listFilters.organizations')}>
              <OrganizationTree testIdPrefix="drafts-org" organizations={organizations} value={values.organizations} onChange={(orgs) => set({ organizations: orgs })} />
            </Form.Item>
            <Form.Item label={t('listFilters.teams')}>
              <TeamTree testIdPrefix="drafts-team" organizations={organizations} value={values.teams} onChange={(teams) => set({ teams })} />
            </Form.Item>
          </>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        )}
        <Form.Item label={t('listFilters.technicians')}>
          <TechnicianSelect testId="drafts-technicians" value={values.technicians} onChange={(technicians) => set({ technicians })} />
        </Form.Item>
        <Form.Item label={t('draftWorkOrders.status')}>
          <Select
            mode="multiple"
            allowClear
            value={values.status}
            options={DRAFT_STATUS_VALUES.map((s) => ({ value: s, label: t(`draftWorkOrders.statuses.${s}`) }))}
            onChange={(status: DraftStatus[]) => set({ status })}
            data-testid="drafts-status"
          />
        </Form.Item>
        <Form.Item
          label={t('listFilters.serialNumber')}
          {...(errors.seriNo ? { validateStatus: 'error' as const, help: t('listFilters.tooLong', { max: SERIAL_NUMBER_MAX_LENGTH }) } : {})}
        >
          <Input allowClear maxLength={SERIAL_NUMBER_MAX_LENGTH} value={values.seriNo} onChange={(e) => set({ seriNo: e.target.value })} data-testid="drafts-serial" />
        </Form.Item>
      </Form>
    </FilterDrawerShell>
  );
}
