import type { ReactNode } from 'react';
import { Button, Descriptions, Form, Typography, type SelectProps } from 'antd';
import { Select } from '../../../components/select';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RuleConfig } from '@fsp/domain';
import { PlanEndTag } from '../../../components/plan-end-tag';
import { timezoneOffsetMinutes } from '../../../lib/browser-time-zone';
import { PART1_DAY_FORMAT } from '../../../lib/date-formats';
import { OrderMapButton } from '../../order-details';
import { useSession } from '../../session';
import { fieldError } from './field-props';
import { useWorkOrderRefresh } from '../hooks/use-work-order-refresh';
import type { AssignmentFormState } from '../hooks/use-assignment-form';
import { selectionLabel, type OrderLike, type WorkOrderItem } from '../model/form-values';
import { severalCountries, trainingVacationLabel } from '../model/training-country';
import { useCountryName } from '../../../i18n/country-name';
import { LABEL_SEARCH } from '../../../components/label-search';

/** Per-country fields of the order (spec part 1 §6): plan start/end, due date, planned rate, SIM stage. */
function OrderFacts({ order, item, config }: { order: OrderLike; item: WorkOrderItem | null; config: RuleConfig }) {
  const { t } = useTranslation();
  const { codeName } = useSession();
  const facts: { key: string; label: string; value: ReactNode }[] = [];
  const day = (ms: number | null) => (ms === null ? '-' : dayjs(ms).format(PART1_DAY_FORMAT));
  // The due date is the plan end with its colour (docs/decisions/0007): with both flags on it is shown once, as the due date.
  const dueDateShown = config['DUE_DATE.ENABLED'] === 'true';
  if (config.PLAN_START_END_FIELD_ENABLED === 'true') {
    facts.push({ key: 'planStart', label: t('planningWorkOrders.planStart'), value: day(order.planFrom) });
    if (!dueDateShown) facts.push({ key: 'planEnd', label: t('planningWorkOrders.planEnd'), value: day(order.planTo) });
  }
  if (dueDateShown) {
    facts.push({
      key: 'dueDate',
      label: t('planningDrawer.dueDate'),
      value: order.planTo === null ? '-' : <PlanEndTag planTo={order.planTo} now={Date.now()} tzOffsetMinutes={timezoneOffsetMinutes()} />,
    });
  }
  if (config.PLANNING_RATE_ENABLED === 'true') {
    const rate = item?.plannedRate ?? order.plannedRate;
    facts.push({ key: 'plannedRate', label: t('planningWizard.plannedRate'), value: rate === null ? '-' : String(rate) });
  }
  if (config['SIM_FIELD.ENABLED'] === 'true' && order.simStage) {
    facts.push({ key: 'simStage', label: t('planningWorkOrders.simStage'), value: `${order.simStage} - ${codeName('simStage', order.simStage, order.simStageTxt)}` });
  }
  if (facts.length === 0) return null;
  return (
    <Descriptions
      size="small"
      column={2}
      style={{ marginBottom: 16 }}
      items={facts.map((fact) => ({ key: fact.key, label: fact.label, children: <span data-testid={`assignment-fact-${fact.key}`}>{fact.value}</span> }))}
      data-testid="assignment-order-facts"
    />
  );
}

/**
 * The order part of the form (spec part 1 §5): the order select (work orders and training/vacations), the
 * map and refresh buttons, the order's facts and, for an order with several items, the item select.
 */
export function OrderSection({ form }: { form: AssignmentFormState }) {
  const { t } = useTranslation();
  const { codeName } = useSession();
  const { values, set, selection, workOrderSelection, workOrders, trainingVacations, readOnly, isNew, target, multiple } = form;
  const { refresh, refreshing } = useWorkOrderRefresh();
  const orderError = fieldError(form, 'order', 'assignment-order');
  const itemError = fieldError(form, 'orderItem', 'assignment-item');
  const lockOrder = readOnly || target.mode === 'view';
  const editable = isNew && !readOnly;
  const countryName = useCountryName();
  const kindCountry = severalCountries(trainingVacations) ? countryName : null;

  const options: SelectProps['options'] =
    target.mode === 'view'
      ? [{ value: values.order ?? '', label: selectionLabel(selection) }]
      : [
          {
            label: t('planningDrawer.workOrders'),
            title: 'workOrders',
            options: workOrders.map((o) => ({ value: `wo:${o.id}`, label: [o.orderNumber, o.customer, o.serialNumber].filter(Boolean).join(' · ') })),
          },
          {
            label: t('planningDrawer.trainingVacations'),
            title: 'trainingVacations',
            options: trainingVacations.map((x) => ({ value: `tv:${x.id}`, label: trainingVacationLabel(x, kindCountry) })),
          },
        ];

  return (
    <>
      <Form.Item
        htmlFor="assignment-order"
        label={t('planningDrawer.order')}
        required
        {...orderError.item}
        extra={form.otherOrganization ? <Typography.Text type="danger" data-testid="assignment-other-organization">{t('planningDrawer.otherOrganization')}</Typography.Text> : undefined}
      >
        <Select
          id="assignment-order"
          showSearch={LABEL_SEARCH}
          allowClear={!lockOrder}
          disabled={lockOrder}
          loading={form.ordersQuery.isFetching || form.trainingQuery.isFetching}
          placeholder={t('planningDrawer.orderPlaceholder')}
          value={values.order}
          options={options}
          onChange={(value: string | undefined) => {
            const order = value?.startsWith('wo:') ? workOrders.find((o) => `wo:${o.id}` === value) : undefined;
            set({ order: value ?? null, workOrderItemId: order && order.workOrderItems.length === 1 ? order.workOrderItems[0].id : null, workAreaId: null, schedulerJobType: null });
          }}
          data-testid="assignment-order"
          {...orderError.control}
        />
      </Form.Item>
      {workOrderSelection ? (
        <div style={{ marginTop: -16, marginBottom: 8, textAlign: 'right' }}>
          <OrderMapButton
            order={workOrderSelection.order}
            config={form.config}
            technicians={form.context.technicians}
            searchDate={form.context.date}
            onPickTechnician={editable ? (bpNo) => set(multiple ? { technicianIds: [...new Set([...values.technicianIds, bpNo])] } : { technicianId: bpNo }) : undefined}
          />
          {editable ? (
            <Button
              size="small"
              type="link"
              icon={<ReloadOutlined />}
              loading={refreshing === workOrderSelection.order.orderNumber}
              onClick={() => void refresh(workOrderSelection.order.orderNumber)}
              data-testid="assignment-refresh-order"
            >
              {t('planningWizard.refresh.button')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {workOrderSelection ? <OrderFacts order={workOrderSelection.order} item={workOrderSelection.item} config={form.config} /> : null}
      {workOrderSelection && workOrderSelection.items.length > 1 ? (
        <Form.Item htmlFor="assignment-item" label={t('planningDrawer.orderItem')} required {...itemError.item}>
          <Select
            id="assignment-item"
            disabled={lockOrder}
            placeholder={t('planningDrawer.orderItemPlaceholder')}
            value={values.workOrderItemId}
            options={workOrderSelection.items.map((i) => ({ value: i.id, label: [i.elementNumber, i.jobCode ? codeName('jobCode', i.jobCode, i.jobCodeTxt) : i.jobCodeTxt, i.description].filter(Boolean).join(' · ') }))}
            onChange={(id: number) => set({ workOrderItemId: id, schedulerJobType: null })}
            data-testid="assignment-item"
            {...itemError.control}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
