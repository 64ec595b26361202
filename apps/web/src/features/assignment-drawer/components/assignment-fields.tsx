import { Checkbox, DatePicker, Form, Space, type SelectProps } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PLANNING_TIME_STEP_MINUTES, truncateToMinute, type SchedulerJobType } from '@fsp/domain';
import { PART1_DATE_TIME_PICKER_FORMATS, TIME_FORMAT } from '../../../lib/date-formats';
import type { AssignmentFormState } from '../hooks/use-assignment-form';
import { technicianLabel } from '../model/form-values';
import { fieldError } from './field-props';
import { OrderSection } from './order-section';
import { WizardModeFields, type WizardSettings } from './wizard-steps';
import { LABEL_SEARCH } from '../../../components/label-search';

/**
 * The form's fields (spec part 1 §5), also the wizard's options step: entry mode, order, technician(s),
 * work area and job type when the organization asks for them, start and end, bay number, force normal
 * shift and PL info when offered, and a draft's serial number.
 */
export function AssignmentFields({ form, onWizardSettings }: { form: AssignmentFormState; onWizardSettings: (patch: Partial<WizardSettings>) => void }) {
  const { t } = useTranslation();
  const { values, set, technician, multiple } = form;
  const technicianOptions: SelectProps['options'] = form.context.technicians.map((x) => ({ value: x.bpNo, label: technicianLabel(x) }));
  if (technician && !technicianOptions.some((o) => o.value === technician.bpNo)) technicianOptions.unshift({ value: technician.bpNo, label: technicianLabel(technician) });
  const technicianError = fieldError(form, 'technician', 'assignment-technicians');
  const workAreaError = fieldError(form, 'workArea', 'assignment-work-area');
  const jobTypeError = fieldError(form, 'jobType', 'assignment-job-type');
  const bayNoError = fieldError(form, 'assignedBayNo', 'assignment-bay-no');
  const timeErrors = { start: fieldError(form, 'startDate', 'assignment-start-time'), end: fieldError(form, 'endDate', 'assignment-end-time') };
  const timePicker = (field: 'start' | 'end') => (
    <DatePicker
      id={`assignment-${field}-time`}
      {...timeErrors[field].control}
      showTime={{ format: TIME_FORMAT, minuteStep: PLANNING_TIME_STEP_MINUTES }}
      format={PART1_DATE_TIME_PICKER_FORMATS}
      style={{ width: '100%' }}
      value={values[field] === null ? null : dayjs(values[field])}
      onChange={(d) => set({ [field]: d ? truncateToMinute(d.valueOf()) : null })}
      data-testid={`assignment-${field}`}
    />
  );
  return (
    <>
      {form.advanced ? <WizardModeFields settings={{ ...form.settings, mode: form.mode }} modes={form.modes} onChange={onWizardSettings} /> : null}
      <OrderSection form={form} />
      <Form.Item htmlFor="assignment-technicians" label={multiple ? t('planningWizard.technicians') : t('planningDrawer.technician')} required {...technicianError.item}>
        {multiple ? (
          <Select
            id="assignment-technicians"
            mode="multiple"
            showSearch={LABEL_SEARCH}
            allowClear
            placeholder={t('planningDrawer.technicianPlaceholder')}
            value={values.technicianIds}
            options={technicianOptions}
            onChange={(ids: string[]) => set({ technicianIds: ids })}
            {...technicianError.control}
            data-testid="assignment-technicians"
          />
        ) : (
          <Select
            id="assignment-technicians"
            showSearch={LABEL_SEARCH}
            allowClear
            placeholder={t('planningDrawer.technicianPlaceholder')}
            value={values.technicianId}
            options={technicianOptions}
            onChange={(value: string | undefined) => set({ technicianId: value ?? null })}
            {...technicianError.control}
            data-testid="assignment-technician"
          />
        )}
      </Form.Item>
      {form.workAreaShown ? (
        <Form.Item htmlFor="assignment-work-area" label={t('planningDrawer.workArea')} required {...workAreaError.item}>
          <Select
            id="assignment-work-area"
            placeholder={t('planningDrawer.workAreaPlaceholder')}
            loading={form.areasQuery.isFetching}
            value={values.workAreaId}
            options={(form.areasQuery.data ?? []).map((a) => ({ value: a.areaId, label: a.areaName }))}
            onChange={(id: number) => set({ workAreaId: id })}
            {...workAreaError.control}
            data-testid="assignment-work-area"
          />
        </Form.Item>
      ) : null}
      {form.jobTypes.length > 0 ? (
        <Form.Item htmlFor="assignment-job-type" label={t('planningDrawer.jobType')} required {...jobTypeError.item}>
          <Select
            id="assignment-job-type"
            placeholder={t('planningDrawer.jobTypePlaceholder')}
            value={form.jobType}
            options={form.jobTypes.map((type) => ({ value: type, label: t(`planning.jobTypes.${type}`) }))}
            onChange={(type: SchedulerJobType) => set({ schedulerJobType: type })}
            {...jobTypeError.control}
            data-testid="assignment-job-type"
          />
        </Form.Item>
      ) : null}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Form.Item htmlFor="assignment-start-time" label={t('planningDrawer.start')} required {...timeErrors.start.item}>
          {timePicker('start')}
        </Form.Item>
        <Form.Item htmlFor="assignment-end-time" label={t('planningDrawer.end')} required {...timeErrors.end.item}>
          {timePicker('end')}
        </Form.Item>
      </div>
      {/* In an area organization the work area is the bay (it is saved as assignedBayNo). */}
      {form.workAreaShown ? null : (
        <Form.Item htmlFor="assignment-bay-no" label={t('planningDrawer.assignedBayNo')} {...bayNoError.item}>
          <Input id="assignment-bay-no" {...bayNoError.control} value={values.assignedBayNo} onChange={(e) => set({ assignedBayNo: e.target.value })} data-testid="assignment-bay-no" />
        </Form.Item>
      )}
      {form.forceNormalShiftShown || form.plShown ? (
        <Form.Item>
          <Space size={24} wrap>
            {form.forceNormalShiftShown ? (
              <Checkbox checked={values.forceNormalShift} onChange={(e) => set({ forceNormalShift: e.target.checked })} data-testid="assignment-force-normal-shift">
                {t('planningDrawer.forceNormalShift')}
              </Checkbox>
            ) : null}
            {form.plShown ? (
              <Checkbox checked={values.plInfo} onChange={(e) => set({ plInfo: e.target.checked })} data-testid="assignment-pl-info">
                {t('planningDrawer.plInfo')}
              </Checkbox>
            ) : null}
          </Space>
        </Form.Item>
      ) : null}
      {form.draft ? (
        <Form.Item
          htmlFor="assignment-serial-number"
          label={t('planningWizard.draft.serialNumber')}
          extra={t('planningWizard.draft.serialHelp')}
          validateStatus={form.serialError ? 'error' : undefined}
          help={form.serialError ? <span data-testid="assignment-error-serialNumber">{t('planningWizard.draft.serialMismatch')}</span> : undefined}
        >
          <Input id="assignment-serial-number" maxLength={30} value={values.serialNumber} onChange={(e) => set({ serialNumber: e.target.value })} data-testid="assignment-serial-number" />
        </Form.Item>
      ) : null}
    </>
  );
}
