import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../lib/feedback';

/**
 * The close handler of a form dialog (Esc, ✕, Cancel, mask): with unsaved input it first asks "Discard your
 * changes?", so a stray key does not lose what was typed; without changes it closes at once. "Keep editing" is
 * the default button. For an antd form, `isDirty` is `() => form.isFieldsTouched()`.
 * Test ids: `discard-confirm`, `discard-keep`.
 */
export function useConfirmDiscard(isDirty: () => boolean, close: () => void): () => void {
  const { t } = useTranslation();
  const { modal } = useAppFeedback();
  return () => {
    if (!isDirty()) {
      close();
      return;
    }
    void modal.confirm({
      width: 480,
      title: t('common.discardChanges.title'),
      content: t('common.discardChanges.text'),
      okText: t('common.discardChanges.ok'),
      cancelText: t('common.discardChanges.keep'),
      okButtonProps: { danger: true, 'data-testid': 'discard-confirm' },
      cancelButtonProps: { 'data-testid': 'discard-keep' },
      autoFocusButton: 'cancel',
      onOk: close,
    });
  };
}
