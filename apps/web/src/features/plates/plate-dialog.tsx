import { DatePicker, Form, Modal, Space, Typography } from 'antd';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PLATE_NUMBER_MAX, normalizePlateNumber, type Vehicle } from '@fsp/domain';
import { useAuthorizedOrganizations } from '../../api/reference';
import { useConfirmDiscard } from '../../components/use-confirm-discard';
import { PART2_DAY_FORMAT, PART2_DAY_PICKER_STYLE } from '../../lib/date-formats';
import { PART2_DAY_PICKER_FORMATS } from '../../lib/part2-day-picker-formats';
import { refusedPlateField, useSaveVehicle } from './api';
import { useFocusReturn } from '../../components/use-focus-return';
import { useFirstFieldFocus } from '../../components/use-first-field-focus';
import { useSingleSubmit } from '../../components/use-single-submit';
import { LABEL_SEARCH } from '../../components/label-search';

interface Values {
  plateNumber: string;
  orgUnit: string;
  activationDate: Dayjs;
  deactivationDate: Dayjs;
}

const API_DAY = 'YYYYMMDD';

/**
 * Add or edit a plate (spec part 2 §5 "Plate"): plate number (normalised as typed: upper case, no spaces),
 * organization, registration and deactivation dates (the deactivation picker disables days before the
 * registration). Editing shows the last update read-only.
 */
export function PlateDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  useFocusReturn();
  const { t } = useTranslation();
  const firstField = useFirstFieldFocus();
  const [form] = Form.useForm<Values>();
  const organizations = useAuthorizedOrganizations();
  const save = useSaveVehicle();
  const cancel = useConfirmDiscard(() => form.isFieldsTouched(), onClose);
  const { submit: submitOnce, onFinishFailed } = useSingleSubmit(form, save.isPending);
  const activation = Form.useWatch('activationDate', form) as Dayjs | undefined;
  const initial: Partial<Values> = vehicle
    ? { plateNumber: vehicle.plateNumber, orgUnit: vehicle.orgunit, activationDate: dayjs(vehicle.activationDate, API_DAY), deactivationDate: dayjs(vehicle.deactivationDate, API_DAY) }
    : { activationDate: dayjs().startOf('day') };

  const submit = async (values: Values) => {
    const answer = await save
      .mutateAsync({
        ...(vehicle ? { vehicleId: vehicle.vehicleId } : {}),
        plateNumber: values.plateNumber,
        orgUnit: values.orgUnit,
        activationDate: values.activationDate.format(API_DAY),
        deactivationDate: values.deactivationDate.format(API_DAY),
        // No location: the server keeps the stored one, which someone may have moved on the map since this form opened.
      })
      .catch((error: unknown) => {
        // A number taken meanwhile is marked on its field too, where the person corrects it (the message goes in 4 s);
        // the focus goes there too, as in the add-calendar dialog, rather than staying on Save.
        const refused = refusedPlateField(error);
        if (refused) {
          form.setFields([refused]);
          form.focusField(refused.name);
        }
        return null;
      });
    if (answer) onClose();
  };

  return (
    <Modal
      {...firstField}
      open
      title={t(vehicle ? 'plates.dialog.editTitle' : 'plates.dialog.addTitle')}
      okText={t('plates.dialog.save')}
      cancelText={t('common.cancel')}
      onOk={submitOnce}
      onCancel={cancel}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'plate-save' }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} onFinishFailed={onFinishFailed}>
        <Form.Item
          name="plateNumber"
          label={t('plates.columns.plateNumber')}
          normalize={(v: string) => normalizePlateNumber(v ?? '')}
          rules={[
            { required: true, message: t('validation.required') },
            { max: PLATE_NUMBER_MAX, message: t('validation.tooLong', { max: PLATE_NUMBER_MAX }) },
          ]}
        >
          <Input
            data-testid="plate-number"
            onPressEnter={(event) => {
              // Enter's own action stopped: the dialog may close at once and hand the focus to its opener, which the
              // same key press would then activate (see searchOnEnter in use-filter-drawer-values).
              event.preventDefault();
              submitOnce();
            }}
          />
        </Form.Item>
        <Form.Item name="orgUnit" label={t('plates.columns.organization')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select
            data-testid="plate-organization"
            loading={organizations.isLoading}
            showSearch={LABEL_SEARCH}
            options={(organizations.data ?? []).map((o) => ({ value: o.orgunit, label: o.displayName }))}
          />
        </Form.Item>
        <Space wrap size={16}>
          <Form.Item name="activationDate" label={t('plates.columns.activationDate')} rules={[{ required: true, message: t('validation.required') }]}>
            <DatePicker format={PART2_DAY_PICKER_FORMATS} allowClear={false} style={PART2_DAY_PICKER_STYLE} data-testid="plate-activation" />
          </Form.Item>
          <Form.Item
            name="deactivationDate"
            label={t('plates.columns.deactivationDate')}
            dependencies={['activationDate']}
            rules={[
              { required: true, message: t('validation.required') },
              ({ getFieldValue }) => ({
                validator: (_, v: Dayjs | null) =>
                  !v || !getFieldValue('activationDate') || !v.isBefore(getFieldValue('activationDate'), 'day') ? Promise.resolve() : Promise.reject(new Error(t('plates.dialog.deactivationBefore'))),
              }),
            ]}
          >
            <DatePicker format={PART2_DAY_PICKER_FORMATS} style={PART2_DAY_PICKER_STYLE} data-testid="plate-deactivation" disabledDate={(d) => !!activation && d.isBefore(activation, 'day')} />
          </Form.Item>
        </Space>
        {vehicle ? (
          <Typography.Text type="secondary" data-testid="plate-updated">
            {t('plates.dialog.updated', { date: dayjs(vehicle.updatedDate, API_DAY).format(PART2_DAY_FORMAT), by: vehicle.updatedBy ?? vehicle.createdBy })}
          </Typography.Text>
        ) : null}
      </Form>
    </Modal>
  );
}
