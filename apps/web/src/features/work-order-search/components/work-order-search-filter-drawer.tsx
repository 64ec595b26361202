import { Form, Skeleton, Switch } from 'antd';
import { Input } from '../../../components/input';
import { useTranslation } from 'react-i18next';
import { SERIAL_NUMBER_MAX_LENGTH } from '@fsp/domain';
import { CustomerSelect } from '../../../components/customer-select';
import { FilterDrawerShell } from '../../../components/filter-drawer-shell';
import { OrganizationTree, type TreeOrganizationRef } from '../../../components/organization-tree';
import { useFilterDrawerValues, type ListFilterDrawerProps } from '../../../components/use-filter-drawer-values';
import { WorkOrderNumberInput, workOrderNumberErrorText } from '../../../components/work-order-number-input';
import { EMPTY_WORK_ORDER_SEARCH_FILTERS, MODEL_NUMBER_MAX_LENGTH, validateWorkOrderSearchFilters, type WorkOrderSearchFilters } from '../model/filters';

/**
 * The work-order search filter drawer (spec part 1 §2): organization tree (multi-check), customer
 * multi-select, only-MDA and only-assigned switches, serial number, model number, work order number.
 * The work order number input keeps digits only (§5: non-numeric input counts as empty).
 */
export function WorkOrderSearchFilterDrawer({ open, filters, organizations, onApply, onClose }: ListFilterDrawerProps<WorkOrderSearchFilters, TreeOrganizationRef>) {
  const { t } = useTranslation();
  const { values, setValues, set, errors, submitted, search, searchOnEnter } = useFilterDrawerValues({ open, filters, validate: validateWorkOrderSearchFilters, onApply });
  const show = (field: keyof typeof errors, text: string) =>
    errors[field] && (submitted || field !== 'workOrderNo') ? { validateStatus: 'error' as const, help: <span data-testid={`wos-error-${field}`}>{text}</span> } : {};

  return (
    <FilterDrawerShell
      testIdPrefix="wos"
      open={open}
      title={t('workOrderSearch.filterTitle')}
      onClose={onClose}
      onReset={() => setValues(EMPTY_WORK_ORDER_SEARCH_FILTERS)}
      onSearch={search}
    >
      <Form layout="vertical" onFinish={() => undefined}>
        <Form.Item label={t('listFilters.organizations')}>
          {organizations ? (
            <OrganizationTree testIdPrefix="wos-org" organizations={organizations} value={values.organizations} onChange={(organizations) => set({ organizations })} />
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 4 }} />
          )}
        </Form.Item>
        <Form.Item htmlFor="wos-customers" label={t('listFilters.customers')}>
          <CustomerSelect id="wos-customers" testId="wos-customers" value={values.customers} onChange={(customers) => set({ customers })} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 32 }}>
          <Form.Item htmlFor="wos-only-mda" label={t('workOrderSearch.onlyMDA')}>
            <Switch id="wos-only-mda" checked={values.onlyMDA} onChange={(onlyMDA) => set({ onlyMDA })} data-testid="wos-only-mda" />
          </Form.Item>
          <Form.Item htmlFor="wos-only-assigned" label={t('workOrderSearch.onlyAssigned')}>
            <Switch id="wos-only-assigned" checked={values.onlyAssigned} onChange={(onlyAssigned) => set({ onlyAssigned })} data-testid="wos-only-assigned" />
          </Form.Item>
        </div>
        <Form.Item htmlFor="wos-serial" label={t('listFilters.serialNumber')} {...show('seriNo', t('validation.tooLong', { max: SERIAL_NUMBER_MAX_LENGTH }))}>
          <Input id="wos-serial" allowClear maxLength={SERIAL_NUMBER_MAX_LENGTH} value={values.seriNo} onChange={(e) => set({ seriNo: e.target.value })} onPressEnter={searchOnEnter} data-testid="wos-serial" />
        </Form.Item>
        <Form.Item htmlFor="wos-model" label={t('listFilters.modelNumber')} {...show('modelNo', t('validation.tooLong', { max: MODEL_NUMBER_MAX_LENGTH }))}>
          <Input id="wos-model" allowClear maxLength={MODEL_NUMBER_MAX_LENGTH} value={values.modelNo} onChange={(e) => set({ modelNo: e.target.value })} onPressEnter={searchOnEnter} data-testid="wos-model" />
        </Form.Item>
        <Form.Item htmlFor="wos-work-order-no" label={t('listFilters.workOrderNo')} {...(errors.workOrderNo ? show('workOrderNo', workOrderNumberErrorText(t, errors.workOrderNo)) : {})}>
          <WorkOrderNumberInput id="wos-work-order-no" value={values.workOrderNo} onChange={(workOrderNo) => set({ workOrderNo })} onSearch={searchOnEnter} testId="wos-work-order-no" />
        </Form.Item>
      </Form>
    </FilterDrawerShell>
  );
}
