import { useEffect, useRef } from 'react';
import { Form, Modal } from 'antd';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { useTranslation } from 'react-i18next';
import { CALENDAR_NAME_MAX } from '@fsp/domain';
import { useAuthorizedOrganizations } from '../../api/reference';
import { refusedNewCalendarField, useChangeCalendar } from './api';
import { useCountryName } from '../../i18n/country-name';
import { useFocusReturn } from '../../components/use-focus-return';
import { useFirstFieldFocus } from '../../components/use-first-field-focus';
import { useConfirmDiscard } from '../../components/use-confirm-discard';
import { useSingleSubmit } from '../../components/use-single-submit';
import { LABEL_SEARCH } from '../../components/label-search';

interface Values {
  name: string;
  country: string;
}

/** Add calendar (spec part 2 §5): name required, at most 255 characters; country required (one of the caller's organizations' countries). */
export function AddCalendarDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  useFocusReturn();
  const { t } = useTranslation();
  const firstField = useFirstFieldFocus();
  const [form] = Form.useForm<Values>();
  const organizations = useAuthorizedOrganizations();
  const change = useChangeCalendar({ refusalShownByCaller: (refusal) => refusedNewCalendarField(refusal) !== null });
  const countryName = useCountryName();
  const cancel = useConfirmDiscard(() => form.isFieldsTouched(), onClose);
  const { submit: submitOnce, onFinishFailed } = useSingleSubmit(form, change.isPending);
  // The refusal marked on the name: the name was taken in the country then chosen, so another country drops the mark.
  const nameRefusal = useRef<string | null>(null);
  const countries = [...new Set((organizations.data ?? []).map((o) => o.countryCode))].sort();
  const onlyCountry = countries.length === 1 ? countries[0] : undefined;
  // One country to choose from: it is the answer (the list arrives after the form mounts).
  useEffect(() => {
    if (onlyCountry && !form.getFieldValue('country')) form.setFieldValue('country', onlyCountry);
  }, [form, onlyCountry]);

  const submit = async (values: Values) => {
    const answer = await change.mutateAsync({ name: values.name.trim(), country: values.country, calendarEntries: [] }).catch((error: unknown) => {
      // A name taken in the country is marked on its field, not in a toast left over after the fix; the dialog keeps what was typed.
      const refused = refusedNewCalendarField(error);
      if (refused) {
        if (refused.name === 'name') nameRefusal.current = refused.errors[0];
        form.setFields([refused]);
        form.focusField(refused.name);
      }
      return null;
    });
    if (answer?.calendar) {
      onClose();
      onCreated(answer.calendar.id);
    }
  };

  return (
    <Modal
      {...firstField}
      open
      title={t('calendars.addDialog.title')}
      okText={t('calendars.addDialog.save')}
      cancelText={t('common.cancel')}
      onCancel={cancel}
      onOk={submitOnce}
      confirmLoading={change.isPending}
      okButtonProps={{ 'data-testid': 'calendar-add-save' }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        onFinishFailed={onFinishFailed}
        onValuesChange={(changed: Partial<Values>) => {
          if ('country' in changed && nameRefusal.current && form.getFieldError('name').includes(nameRefusal.current)) form.setFields([{ name: 'name', errors: [] }]);
        }}
      >
        <Form.Item
          name="name"
          label={t('calendars.addDialog.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { max: CALENDAR_NAME_MAX, message: t('validation.tooLong', { max: CALENDAR_NAME_MAX }) },
          ]}
        >
          <Input data-testid="calendar-add-name" onPressEnter={submitOnce} />
        </Form.Item>
        <Form.Item name="country" label={t('calendars.addDialog.country')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select
            data-testid="calendar-add-country"
            loading={organizations.isLoading}
            options={countries.map((code) => ({ value: code, label: `${countryName(code)} (${code})` }))}
            showSearch={LABEL_SEARCH}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
