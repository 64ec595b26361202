import { Alert, Form, Switch } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERIAL_NUMBER_MAX_LENGTH, WORKING_STATUSES, quickDateRange, type WorkingStatus } from '@fsp/domain';
import { CustomerSelect } from '../../../components/customer-select';
import { DateRangeField } from '../../../components/date-range-field';
import { dateRangeErrorText } from '../../../components/date-range-rule';
import { FilterDrawerShell } from '../../../components/filter-drawer-shell';
import { SelectionCriteriaFields } from '../../../components/selection-criteria';
import { useFilterDrawerValues, type ListFilterDrawerProps } from '../../../components/use-filter-drawer-values';
import { WorkOrderNumberInput, workOrderNumberErrorText } from '../../../components/work-order-number-input';
import type { OrganizationWithTeams } from '../../../api/reference';
import { emptyHistoryFilters, validateHistoryFilters, type HistoryFilters } from '../model/filters';
import { LABEL_SEARCH } from '../../../components/label-search';

/**
 * The planning-history filter (spec part 1 §3, §5): date range (required) with quick ranges,
 * organizations or teams (not both), technicians, customers, working status, force normal shift,
 * serial, model and work order number.
 */
export function HistoryFilterDrawer({ open, filters, organizations, onApply, onClose }: ListFilterDrawerProps<HistoryFilters, OrganizationWithTeams>) {
  const { t } = useTranslation();
  const { values, setValues, set, errors, submitted, search, searchOnEnter } = useFilterDrawerValues({ open, filters, validate: validateHistoryFilters, onApply });
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
          {...error(submitted && errors.date !== undefined, errors.date ? dateRangeErrorText(t, errors.date) : '', 'history-error-date')}
        >
          <DateRangeField testIdPrefix="history-date" value={values} invalid={submitted && errors.date !== undefined} onChange={(range) => set(range)} onPressEnter={searchOnEnter} />
        </Form.Item>
        {errors.organizationAndTeam ? (
          // An error form item, so that a refused Search scrolls the line into view from the drawer's lower fields.
          <Form.Item validateStatus="error" style={{ marginBottom: 12 }}>
            <Alert type="error" showIcon title={t('planningHistory.organizationAndTeam')} data-testid="history-error-org-team" />
          </Form.Item>
        ) : null}
        <SelectionCriteriaFields testIdPrefix="history" organizations={organizations} value={values} onChange={set} />
        <Form.Item htmlFor="history-customers" label={t('listFilters.customers')}>
          <CustomerSelect id="history-customers" testId="history-customers" value={values.customers} onChange={(customers) => set({ customers })} />
        </Form.Item>
        <Form.Item htmlFor="history-statuses" label={t('planningHistory.statuses')}>
          <Select
            id="history-statuses"
            mode="multiple"
            allowClear
            value={values.orderWekingStatus}
            options={WORKING_STATUSES.map((s) => ({ value: s, label: t(`planning.statuses.${s}`) }))}
            showSearch={LABEL_SEARCH}
            onChange={(statuses: WorkingStatus[]) => set({ orderWekingStatus: statuses })}
            data-testid="history-statuses"
          />
        </Form.Item>
        <Form.Item htmlFor="history-force-normal-shift" label={t('planningHistory.forceNormalShift')}>
          <Switch id="history-force-normal-shift" checked={values.forceNormalShift} onChange={(forceNormalShift) => set({ forceNormalShift })} data-testid="history-force-normal-shift" />
        </Form.Item>
        <Form.Item htmlFor="history-serial" label={t('listFilters.serialNumber')} {...error(errors.seriNo !== undefined, t('validation.tooLong', { max: SERIAL_NUMBER_MAX_LENGTH }), 'history-error-serial')}>
          <Input id="history-serial" allowClear maxLength={SERIAL_NUMBER_MAX_LENGTH} value={values.seriNo} onChange={(e) => set({ seriNo: e.target.value })} onPressEnter={searchOnEnter} data-testid="history-serial" />
        </Form.Item>
        <Form.Item htmlFor="history-model" label={t('listFilters.modelNumber')}>
          <Input id="history-model" allowClear maxLength={100} value={values.modelNo} onChange={(e) => set({ modelNo: e.target.value })} onPressEnter={searchOnEnter} data-testid="history-model" />
        </Form.Item>
        <Form.Item htmlFor="history-work-order-no" label={t('listFilters.workOrderNo')} {...error(submitted && errors.workOrderNo !== undefined, errors.workOrderNo ? workOrderNumberErrorText(t, errors.workOrderNo) : '', 'history-error-work-order-no')}>
          <WorkOrderNumberInput id="history-work-order-no" value={values.workOrderNo} onChange={(workOrderNo) => set({ workOrderNo })} onSearch={searchOnEnter} testId="history-work-order-no" />
        </Form.Item>
      </Form>
    </FilterDrawerShell>
  );
}
