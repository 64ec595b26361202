import { Form } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_LOOKUP_MIN_LENGTH, SERIAL_NUMBER_MAX_LENGTH, WORKING_STATUSES, type WorkingStatus } from '@fsp/domain';
import { DateRangeField } from '../../../components/date-range-field';
import { dateRangeErrorText } from '../../../components/date-range-rule';
import { FilterDrawerShell, PART2_FILTER_DRAWER_WIDTH } from '../../../components/filter-drawer-shell';
import { TechnicianSelect } from '../../../components/technician-select';
import { useFilterDrawerValues } from '../../../components/use-filter-drawer-values';
import { PART2_DAY_PICKER_FORMATS } from '../../../lib/part2-day-picker-formats';
import { ACTIVITY_WORK_ORDER_MAX_LENGTH, emptyActivityFilters, validateActivityFilters, type ActivityFilters } from '../model/filters';
import { LABEL_SEARCH } from '../../../components/label-search';
import { currentActivityDay } from '../model/filter-params';

/**
 * The activity filter (spec part 2 §3, §5): date range (required, quick ranges), one technician (searched from
 * 3 characters, Turkish-aware), customer name and number, status, serial number (≤ 30) and work order (≤ 10).
 */
export function ActivityFilterDrawer({ open, filters, onApply, onClose }: { open: boolean; filters: ActivityFilters; onApply: (f: ActivityFilters) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { values, setValues, set, errors, submitted, search, searchOnEnter } = useFilterDrawerValues({ open, filters, validate: validateActivityFilters, onApply });
  const error = (shown: boolean, text: string, testId: string) => (shown ? { validateStatus: 'error' as const, help: <span data-testid={testId}>{text}</span> } : {});

  return (
    <FilterDrawerShell
      width={PART2_FILTER_DRAWER_WIDTH}
      testIdPrefix="activity"
      open={open}
      title={t('activity.filterTitle')}
      onClose={onClose}
      onReset={() => setValues(emptyActivityFilters(currentActivityDay()))}
      onSearch={search}
    >
      <Form layout="vertical" onFinish={search}>
        <Form.Item
          label={t('listFilters.dateRange')}
          required
          {...error(submitted && errors.date !== undefined, errors.date ? dateRangeErrorText(t, errors.date) : '', 'activity-error-date')}
        >
          <DateRangeField testIdPrefix="activity-date" format={PART2_DAY_PICKER_FORMATS} value={values} invalid={submitted && errors.date !== undefined} onChange={(range) => set(range)} onPressEnter={searchOnEnter} />
        </Form.Item>
        <Form.Item htmlFor="activity-technician-select" label={t('activity.technician')}>
          <TechnicianSelect id="activity-technician-select" testId="activity-technician-select" value={values.techBpNo ? [values.techBpNo] : []} onChange={(bpNos) => set({ techBpNo: bpNos.at(-1) ?? null })} />
        </Form.Item>
        <Form.Item htmlFor="activity-customer" label={t('activity.customer')} {...error(submitted && errors.customer !== undefined, t('validation.tooShort', { min: CUSTOMER_LOOKUP_MIN_LENGTH }), 'activity-error-customer')}>
          <Input id="activity-customer" allowClear maxLength={255} value={values.customer} onChange={(e) => set({ customer: e.target.value })} onPressEnter={searchOnEnter} data-testid="activity-customer" />
        </Form.Item>
        <Form.Item htmlFor="activity-customer-number" label={t('activity.customerNumber')}>
          <Input id="activity-customer-number" allowClear maxLength={40} value={values.customerNumber} onChange={(e) => set({ customerNumber: e.target.value })} onPressEnter={searchOnEnter} data-testid="activity-customer-number" />
        </Form.Item>
        <Form.Item htmlFor="activity-status" label={t('activity.status')}>
          <Select
            id="activity-status"
            allowClear
            showSearch={LABEL_SEARCH}
            value={values.status ?? undefined}
            options={WORKING_STATUSES.map((s) => ({ value: s, label: t(`planning.statuses.${s}`) }))}
            onChange={(status?: WorkingStatus) => set({ status: status ?? null })}
            data-testid="activity-status"
          />
        </Form.Item>
        <Form.Item htmlFor="activity-serial" label={t('listFilters.serialNumber')} {...error(errors.serialNumber !== undefined, t('validation.tooLong', { max: SERIAL_NUMBER_MAX_LENGTH }), 'activity-error-serial')}>
          <Input id="activity-serial" allowClear maxLength={SERIAL_NUMBER_MAX_LENGTH} value={values.serialNumber} onChange={(e) => set({ serialNumber: e.target.value })} onPressEnter={searchOnEnter} data-testid="activity-serial" />
        </Form.Item>
        <Form.Item htmlFor="activity-work-order-no" label={t('listFilters.workOrderNo')} {...error(errors.workOrderNo !== undefined, errors.workOrderNo === 'tooLarge' ? t('validation.tooLarge') : t('activity.workOrderInvalid', { max: ACTIVITY_WORK_ORDER_MAX_LENGTH }), 'activity-error-work-order-no')}>
          <Input
            id="activity-work-order-no"
            allowClear
            inputMode="numeric"
            maxLength={ACTIVITY_WORK_ORDER_MAX_LENGTH}
            value={values.workOrderNo}
            onChange={(e) => set({ workOrderNo: e.target.value })}
            onPressEnter={searchOnEnter}
            data-testid="activity-work-order-no"
          />
        </Form.Item>
      </Form>
    </FilterDrawerShell>
  );
}
