import type { RefObject } from 'react';
import { Alert, Form } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERIAL_NUMBER_MAX_LENGTH, quickDateRange } from '@fsp/domain';
import { DateRangeField } from '../../../components/date-range-field';
import { dateRangeErrorText } from '../../../components/date-range-rule';
import { FilterDrawerShell } from '../../../components/filter-drawer-shell';
import { SelectionCriteriaFields } from '../../../components/selection-criteria';
import { useFilterDrawerValues, type ListFilterDrawerProps } from '../../../components/use-filter-drawer-values';
import type { OrganizationWithTeams } from '../../../api/reference';
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
  returnFocusTo,
  onApply,
  onClose,
}: ListFilterDrawerProps<DraftFilters, OrganizationWithTeams> & { returnFocusTo: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { values, setValues, set, errors, submitted, search, searchOnEnter } = useFilterDrawerValues({ open, filters, validate: validateDraftFilters, onApply });

  return (
    <FilterDrawerShell
      testIdPrefix="drafts"
      open={open}
      returnFocusTo={returnFocusTo}
      title={t('draftWorkOrders.filterTitle')}
      onClose={onClose}
      onReset={() => setValues(emptyDraftFilters(quickDateRange(DEFAULT_DRAFT_RANGE, dayjs().format('YYYY-MM-DD'))))}
      onSearch={search}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('listFilters.dateRange')}
          required
          {...(submitted && errors.date
            ? {
                validateStatus: 'error' as const,
                help: <span data-testid="drafts-error-date">{dateRangeErrorText(t, errors.date)}</span>,
              }
            : {})}
        >
          <DateRangeField testIdPrefix="drafts-date" value={values} invalid={submitted && errors.date !== undefined} onChange={(range) => set(range)} onPressEnter={searchOnEnter} />
        </Form.Item>
        {submitted && errors.selection ? (
          // An error form item, so that a refused Search scrolls the line into view from the drawer's lower fields.
          <Form.Item validateStatus="error" style={{ marginBottom: 12 }}>
            <Alert type="error" showIcon title={t('draftWorkOrders.selectionRequired')} data-testid="drafts-error-selection" />
          </Form.Item>
        ) : null}
        <SelectionCriteriaFields testIdPrefix="drafts" organizations={organizations} value={values} onChange={set} />
        <Form.Item htmlFor="drafts-status" label={t('draftWorkOrders.status')}>
          <Select
            id="drafts-status"
            mode="multiple"
            allowClear
            value={values.status}
            options={DRAFT_STATUS_VALUES.map((s) => ({ value: s, label: t(`draftWorkOrders.statuses.${s}`) }))}
            onChange={(status: DraftStatus[]) => set({ status })}
            data-testid="drafts-status"
          />
        </Form.Item>
        <Form.Item
          htmlFor="drafts-serial"
          label={t('listFilters.serialNumber')}
          {...(errors.seriNo ? { validateStatus: 'error' as const, help: t('validation.tooLong', { max: SERIAL_NUMBER_MAX_LENGTH }) } : {})}
        >
          <Input id="drafts-serial" allowClear maxLength={SERIAL_NUMBER_MAX_LENGTH} value={values.seriNo} onChange={(e) => set({ seriNo: e.target.value })} onPressEnter={searchOnEnter} data-testid="drafts-serial" />
        </Form.Item>
      </Form>
    </FilterDrawerShell>
  );
}
