import { Button, Popconfirm, Space, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssignmentWizardState } from '../hooks/use-assignment-wizard';
import { usePopconfirmFocus } from '../../../components/use-popconfirm-focus';

/** The wizard's Back / Next / Finish (in the drawer's footer, as the other actions). */
export function WizardActions({ wizard }: { wizard: AssignmentWizardState }) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }} data-testid="wizard-actions">
      {wizard.step > 0 ? (
        <Button onClick={wizard.back} data-testid="wizard-back">
          {t('planningWizard.back')}
        </Button>
      ) : null}
      {wizard.step < 2 ? (
        <Button type="primary" onClick={wizard.next} loading={wizard.loadingHolidays} disabled={wizard.nextBlocked} data-testid="wizard-next">
          {t('planningWizard.next')}
        </Button>
      ) : (
        <Button type="primary" onClick={wizard.finish} data-testid="wizard-finish">
          {t('planningWizard.finish')}
        </Button>
      )}
    </Space>
  );
}

/** A new assignment's Add, Add next technician (not for a draft) and Add and close. */
export function AddActions({ saving, draft, onAdd }: { saving: boolean; draft: boolean; onAdd: (then: 'stay' | 'nextTechnician' | 'close') => void }) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }} data-testid="assignment-actions">
      <Button onClick={() => onAdd('stay')} loading={saving} data-testid="assignment-add">
        {t('planningDrawer.add')}
      </Button>
      {draft ? null : (
        <Button onClick={() => onAdd('nextTechnician')} data-testid="assignment-add-next">
          {t('planningDrawer.addNext')}
        </Button>
      )}
      <Button type="primary" onClick={() => onAdd('close')} loading={saving} data-testid="assignment-add-close">
        {t('planningDrawer.addClose')}
      </Button>
    </Space>
  );
}

/** A planned item's Delete (with its confirmation, when it may be deleted) and Update (once something changed). */
export function UpdateActions({ deletable, dirty, onDelete, onUpdate }: { deletable: boolean; dirty: boolean; onDelete: () => void; onUpdate: () => void }) {
  const { t } = useTranslation();
  const deleteFocus = usePopconfirmFocus();
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }} data-testid="assignment-actions">
      {deletable ? (
        <Popconfirm
          title={t('planningDrawer.deleteConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          okButtonProps={{ danger: true, 'data-testid': 'assignment-delete-confirm' } as ButtonProps}
          onConfirm={onDelete}
          {...deleteFocus.props}
        >
          <Button ref={deleteFocus.trigger} danger data-testid="assignment-delete">
            {t('planningDrawer.delete')}
          </Button>
        </Popconfirm>
      ) : null}
      <Button type="primary" disabled={!dirty} onClick={onUpdate} data-testid="assignment-update">
        {t('planningDrawer.update')}
      </Button>
    </Space>
  );
}
