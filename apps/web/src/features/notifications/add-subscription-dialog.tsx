import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { Select } from '../../components/select';
import { TreeSelect } from '../../components/tree-select';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_TYPE_MAP, subscriptionFields, type WorkingStatus } from '@fsp/domain';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../session';
import { useOrganizationsTeams } from '../../api/reference';
import { useCreateSubscription, useStatusOptions } from './api';
import { subscriptionTypeOptions } from './subscription-type-options';
import { useFocusReturn } from '../../components/use-focus-return';
import { useFirstFieldFocus } from '../../components/use-first-field-focus';
import { useConfirmDiscard } from '../../components/use-confirm-discard';
import './add-subscription-dialog.css';
import { LABEL_SEARCH, TITLE_SEARCH } from '../../components/label-search';
import { teamWithOrganization } from '../../components/team-label';
import { useOrderedOrganizations } from '../../components/ordered-organizations';

interface FormValues {
  subscriptionType?: string;
  statuses: WorkingStatus[];
  teams: (number | string)[];
}

const ORG_PREFIX = 'org:';

/**
 * The add dialog (spec part 2 §4, §5): type required; DAILY_PLANNING disables and clears the statuses,
 * TASK_BASED_STATUS_CHANGE the teams; each enabled field is required. The server checks the same rules
 * (packages/domain subscriptionFields) and its 400s are shown at the field they name.
 */
export function AddSubscriptionDialog({ onClose }: { onClose: () => void }) {
  useFocusReturn();
  const { t, i18n } = useTranslation();
  const firstField = useFirstFieldFocus();
  const { localisations } = useSession();
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('subscriptionType', form);
  const fields = type ? subscriptionFields(type) : { statuses: true, teams: true };
  const statuses = useStatusOptions();
  const organizations = useOrganizationsTeams();
  const orderedOrganizations = useOrderedOrganizations(organizations.data);
  const create = useCreateSubscription();
  const [error, setError] = useState<string | null>(null);
  // Esc, ✕ or Cancel after choosing teams asks first: a stray key does not lose a long team selection.
  const cancel = useConfirmDiscard(() => form.isFieldsTouched(), onClose);

  const typeOptions = subscriptionTypeOptions(localisations[SUBSCRIPTION_TYPE_MAP], i18n.language);
  // The user's own country first, then by name, as every organization tree of the portal.
  const treeData = orderedOrganizations
    .filter((org) => org.teams.length > 0)
    .map((org) => ({
      value: `${ORG_PREFIX}${org.orgunit}`,
      title: org.displayName,
      // Team names repeat across organizations: the chosen tags carry both.
      children: org.teams.map((team) => ({ value: team.id, title: team.name, label: teamWithOrganization({ name: team.name, organization: org }) })),
    }));

  const onTypeChange = (next: string) => {
    const enabled = subscriptionFields(next);
    // A field the type does not use is emptied and loses any error it showed.
    if (!enabled.statuses) form.setFields([{ name: 'statuses', value: [], errors: [] }]);
    if (!enabled.teams) form.setFields([{ name: 'teams', value: [], errors: [] }]);
  };

  const submit = async (values: FormValues) => {
    setError(null);
    try {
      await create.mutateAsync({
        subscriptionType: values.subscriptionType!,
        statuses: fields.statuses ? values.statuses.map((status) => ({ status })) : [],
        teams: fields.teams ? values.teams.filter((v): v is number => typeof v === 'number').map((id) => ({ id })) : [],
      });
      onClose();
    } catch (e) {
      if (isApiError(e) && e.status === 400 && e.details?.length) {
        const known = ['subscriptionType', 'statuses', 'teams'];
        const byField = e.details.filter((d) => known.includes(d.path.split('.')[0]));
        form.setFields(byField.map((d) => ({ name: d.path.split('.')[0] as keyof FormValues, errors: [d.message] })));
        if (byField.length < e.details.length || !byField.length) setError(e.serverMessage ?? t('errors.operationFailed'));
      } else {
        setError(isApiError(e) && e.serverMessage && e.status < 500 ? e.serverMessage : t('errors.operationFailed'));
      }
    }
  };

  return (
    <Modal
      {...firstField}
      open
      title={t('notifications.add.title')}
      onCancel={cancel}
      onOk={() => form.submit()}
      okText={t('notifications.add.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'notification-add-submit' }}
      destroyOnHidden
      maskClosable={false}
      width={600}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ statuses: [], teams: [] }}
        className="add-subscription-form"
        data-testid="notification-add-dialog"
      >
        <Form.Item name="subscriptionType" label={t('notifications.columns.type')} rules={[{ required: true, message: t('notifications.add.typeRequired') }]}>
          <Select
            options={typeOptions}
            placeholder={t('notifications.add.typePlaceholder')}
            onChange={onTypeChange}
            data-testid="notification-type"
          />
        </Form.Item>
        <Form.Item
          name="statuses"
          label={t('notifications.columns.statuses')}
          rules={[{ required: fields.statuses, type: 'array', min: fields.statuses ? 1 : 0, message: t('notifications.add.statusRequired') }]}
          // The note takes the message line the field's error would (an unused field has none): nothing moves.
          help={fields.statuses ? undefined : t('notifications.add.statusNotUsed')}
        >
          <Select
            mode="multiple"
            disabled={!fields.statuses}
            loading={statuses.isLoading}
            options={(statuses.data ?? []).map((s) => ({ value: s.status, label: s.statusTxt }))}
            showSearch={LABEL_SEARCH}
            placeholder={t('notifications.add.statusPlaceholder')}
            maxTagCount="responsive"
            data-testid="notification-statuses"
          />
        </Form.Item>
        <Form.Item
          name="teams"
          label={t('notifications.columns.teams')}
          rules={[{ required: fields.teams, type: 'array', min: fields.teams ? 1 : 0, message: t('notifications.add.teamRequired') }]}
          help={fields.teams ? undefined : t('notifications.add.teamNotUsed')}
        >
          <TreeSelect
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_CHILD}
            disabled={!fields.teams}
            loading={organizations.isLoading}
            treeData={treeData}
            treeDefaultExpandAll
            treeNodeLabelProp="label"
            showSearch={TITLE_SEARCH}
            placeholder={t('notifications.add.teamPlaceholder')}
            maxTagCount="responsive"
            listHeight={320}
            data-testid="notification-teams"
          />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} data-testid="notification-add-error" /> : null}
      </Form>
    </Modal>
  );
}
