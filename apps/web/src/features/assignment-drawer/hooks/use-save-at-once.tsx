import { useState } from 'react';
import { Alert, App, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { draftSerialDiffers, type NewPendingItem } from '@fsp/domain';
import type { DraftPrefill, SaveAtOnce } from '../model/assignment-target';

/**
 * A draft's new assignment (spec part 1 §2, §5): confirmed first (with a warning when the draft's serial
 * number differs from the chosen order's), then saved at once with `saveAtOnce`: the form shows progress
 * until the server answers, then closes, or stays open with the server's text. Without `saveAtOnce` the
 * confirmation adds it to the pending changes (`commit`).
 */
export function useSaveAtOnce({
  saveAtOnce,
  onBusyChange,
  onSaved,
  onRefused,
}: {
  saveAtOnce?: SaveAtOnce;
  onBusyChange?: (busy: boolean) => void;
  onSaved: () => void;
  /** The text to show in the form; null as the save starts. */
  onRefused: (reason: string | null) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [saving, setSaving] = useState(false);

  const saveNow = async (save: SaveAtOnce, item: NewPendingItem) => {
    onRefused(null);
    setSaving(true);
    onBusyChange?.(true);
    const outcome = await save(item);
    setSaving(false);
    onBusyChange?.(false);
    if (!outcome.saved) {
      onRefused(outcome.reason);
      return;
    }
    onSaved();
  };

  const confirmAndSave = (draft: DraftPrefill, item: NewPendingItem, technicianName: string, orderSerial: string | null, commit: () => void) => {
    const differs = draftSerialDiffers(draft.serialNumber, orderSerial);
    void modal.confirm({
      title: t('planningWizard.draft.confirmTitle'),
      content: (
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <span>{t('planningWizard.draft.confirm', { name: technicianName })}</span>
          {differs ? (
            <Alert type="warning" showIcon title={t('planningWizard.draft.serialDiffers', { draft: draft.serialNumber, order: orderSerial ?? '-' })} data-testid="draft-serial-warning" />
          ) : null}
        </Space>
      ),
      width: 600,
      okText: t('planningDrawer.add'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'draft-confirm-ok' },
      // The confirmation closes at once; the drawer shows the save's progress and outcome.
      onOk: saveAtOnce ? () => void saveNow(saveAtOnce, item) : commit,
    });
  };

  return { saving, confirmAndSave };
}
