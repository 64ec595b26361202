import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import { useTranslation } from 'react-i18next';
import { TEAM_NAME_MAX_LENGTH, type ManagedTeam } from '@fsp/domain';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useFirstFieldFocus } from '../../../components/use-first-field-focus';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { teamWithOrganization } from '../../../components/team-label';
import { LABEL_SEARCH } from '../../../components/label-search';

export interface TeamFormValues {
  name: string;
  orgUnit: string;
  sectionId: number;
}

/**
 * The team form (spec part 2 §5 "Team form"): name (required, at most 255), organization (required on
 * create, fixed when editing) and section (required).
 */
export function TeamFormModal({
  open,
  team,
  organizations,
  sections,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  team: ManagedTeam | null;
  organizations: readonly { orgunit: string; displayName: string }[];
  sections: readonly { id: number; name: string }[];
  saving: boolean;
  onSave: (values: TeamFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const firstField = useFirstFieldFocus(open);
  const [form] = Form.useForm<TeamFormValues>();
  const cancel = useConfirmDiscard(() => form.isFieldsTouched(), onClose);
  const { submit, onFinishFailed } = useSingleSubmit(form, saving);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (team) form.setFieldsValue({ name: team.name, orgUnit: team.organization.orgunit, sectionId: team.sectionId ?? undefined });
  }, [open, team, form]);
  return (
    <Modal
      {...firstField}
      open={open}
      title={team ? t('teamManagement.editTitle', { team: teamWithOrganization(team) }) : t('teamManagement.addTitle')}
      okText={t('teamManagement.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={cancel}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'team-form-save' }}
    >
      <Form form={form} layout="vertical" onFinish={(values) => onSave({ ...values, name: values.name.trim() })} onFinishFailed={onFinishFailed} data-testid="team-form">
        <Form.Item
          name="name"
          label={t('teamManagement.columns.team')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { max: TEAM_NAME_MAX_LENGTH, message: t('validation.tooLong', { max: TEAM_NAME_MAX_LENGTH }) },
          ]}
        >
          {/* The form has no submit button of its own (the dialog's Save is outside it), so the browser does not submit on Enter. */}
          <Input data-testid="team-form-name" onPressEnter={submit} />
        </Form.Item>
        <Form.Item name="orgUnit" label={t('teamManagement.columns.organization')} rules={[{ required: true, message: t('teamManagement.organizationRequired') }]}>
          <Select
            showSearch={LABEL_SEARCH}
            disabled={team !== null}
            options={organizations.map((o) => ({ value: o.orgunit, label: `${o.displayName} (${o.orgunit})` }))}
            data-testid="team-form-organization"
          />
        </Form.Item>
        <Form.Item name="sectionId" label={t('teamManagement.columns.section')} rules={[{ required: true, message: t('teamManagement.sectionRequired') }]}>
          <Select showSearch={LABEL_SEARCH} options={sections.map((s) => ({ value: s.id, label: s.name }))} data-testid="team-form-section" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
