import { useEffect, useState } from 'react';
import { Alert, Form, Input, Select, Skeleton, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERIAL_NUMBER_MAX_LENGTH, WORKING_STATUSES, WORK_ORDER_NUMBER_MAX_LENGTH, quickDateRange, type WorkingStatus } from '@fsp/domain';
import { CustomerSelect } from '../../../components/customer-select';
import { DateRangeField } from '../../../components/date-range-field';
import { FilterDrawerShell } from '../../../components/filter-drawer-shell';
import { OrganizationTree } from '../../../components/organization-tree';
import { TeamTree } from '../../../components/team-tree';
import { TechnicianSelect } from '../../../components/technician-select';
import type { OrganizationWithTeams } from '../../planning/api';
import { emptyHistoryFilters, validateHistoryFilters, type HistoryFilters } from '../model/filters';

const NUMBER_ERROR_KEY = {
  required: 'planningWorkOrders.orderNumberRequired',
  tooLong: 'planningWorkOrders.orderNumberTooLong',
  tooLarge: 'planningWorkOrders.orderNumberTooLarge',
} as const;

/**
 * The planning-history filter (spec part 1 §3, §5): date range (required) with quick ranges,
 * organizations or teams (not both), technicians, customers, working status, force normal shift,
 * serial, model and work order number.
 */
export function HistoryFilterDrawer({
  open,
  filters,
  organizations,
  onApply,
  onClose,
}: {
  open: boolean;
  filters: HistoryFilters;
  organizations: readonly OrganizationWithTeams[] | undefined;
  onApply: (filters: HistoryFilters) => void;
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
  const set = (patch: Partial<HistoryFilters>) => setValues((current) => ({ ...current, ...patch }));
  const errors = validateHistoryFilters(values);
  const search = () => {
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onApply(values);
  };
  const error = (shown: boolean, text: string, testId: string) => (shown ? { validateStatus: 'error' as const, help: <span data-testid={testId}>{text}</span> } : {});

  return (
    <FilterDrawerShell
      testIdPrefix="history"
      open={open}
      title={t('planningHistory.filterTitle')}
      onClose={onClose}
      onReset={() => setValues(emptyHistoryFilters(quickDateRange('today', dayjs().format('YYYY-MM-DD'))))}
      onSearch={search}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('listFilters.dateRange')}
          required
          {...error(submitted && errors.date !== undefined, errors.date === 'endBeforeStart' ? t('planningDrawer.validation.endBeforeStart') : t('listFilters.dateRangeRequired'), 'history-error-date')}
        >
          <DateRangeField testIdPrefix="history-date" value={values} invalid={submitted && errors.date !== undefined} onChange={(range) => set(range)} />
        </Form.Item>
        {errors.organizationAndTeam ? <Alert type="error" showIcon title={t('planningHistory.organizationAndTeam')} style={{ marginBottom: 12 }} data-testid="history-error-org-team" /> : null}
        {organizations ? (
          <>
            <Form.Item label={t('listFilters.organizations')}>
              <OrganizationTree testIdPrefix="history-org" organizations={organizations} value={values.organizations} onChange={(orgs) => set({ organizations: orgs })} />
            </Form.Item>
            <Form.Item label={t('listFilters.teams')}>
              <TeamTree testIdPrefix="history-team" organizations={organizations} value={values.teams} onChange={(teams) => set({ teams })} />
            </Form.Item>
          </>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        )}
        <Form.Item label={t('listFilters.technicians')}>
          <TechnicianSelect testId="history-technicians" value={values.technicians} onChange={(technicians) => set({ technicians })} />
        </Form.Item>
        <Form.Item label={t('listFilters.customers')}>
          <CustomerSelect testId="history-customers" value={values.customers} onChange={(customers) => set({ customers })} />
        </Form.Item>
        <Form.Item label={t('planningHistory.statuses')}>
          <Select
            mode="multiple"
            allowClear
            value={values.orderWekingStatus}
            options={WORKING_STATUSES.map((s) => ({ value: s, label: t(`planning.statuses.${s}`) }))}
            optionFilterProp="label"
            onChange={(statuses: WorkingStatus[]) => set({ orderWekingStatus: statuses })}
            data-testid="history-statuses"
          />
        </Form.Item>
        <Form.Item label={t('planningHistory.forceNormalShift')}>
          <Switch checked={values.forceNormalShift} onChange={(forceNormalShift) => set({ forceNormalShift })} data-testid="history-force-normal-shift" />
        </Form.Item>
        <Form.Item label={t('listFilters.serialNumber')} {...error(errors.seriNo !== undefined, t('listFilters.tooLong', { max: SERIAL_NUMBER_MAX_LENGTH }), 'history-error-serial')}>
          <Input allowClear maxLength={SERIAL_NUMBER_MAX_LENGTH} value={values.seriNo} onChange={(e) => set({ seriNo: e.target.value })} data-testid="history-serial" />
        </Form.Item>
        <Form.Item label={t('listFilters.modelNumber')}>
          <Input allowClear maxLength={100} value={values.modelNo} onChange={(e) => set({ modelNo: e.target.value })} data-testid="history-model" />
        </Form.Item>
        <Form.Item label={t('listFilters.workOrderNo')} {...error(submitted && errors.workOrderNo !== undefined, errors.workOrderNo ? t(NUMBER_ERROR_KEY[errors.workOrderNo]) : '', 'history-error-work-order-no')}>
          <Input
            allowClear
            inputMode="numeric"
            maxLength={WORK_ORDER_NUMBER_MAX_LENGTH}
            value={values.workOrderNo}
            onChange={(e) => set({ workOrderNo: e.target.value.replace(/\D/g, '') })}
            onPressEnter={search}
            data-testid="history-work-order-no"
          />
        </Form.Item>
      </Form>
    </FilterDrawerShell>
  );
}
