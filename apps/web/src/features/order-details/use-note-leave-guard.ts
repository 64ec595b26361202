import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * For an order drawer whose only change is a note typed on the note tab and not added (the history's, the
 * activity's and the work-order search's): `onNoteDraftChange` goes to the tabs, `requestClose` to the drawer's
 * onClose. Escape, the mask and × then ask before they drop the note, with the planning grid drawer's texts; a
 * reload or a closed browser tab asks through the browser while the drawer is open.
 */
export function useNoteLeaveGuard(open: boolean, onClose: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const noteDraft = useRef(false);
  const onNoteDraftChange = useCallback((hasDraft: boolean) => {
    noteDraft.current = hasDraft;
  }, []);
  useEffect(() => {
    if (!open) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (noteDraft.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [open]);
  const requestClose = useCallback(() => {
    const close = () => {
      noteDraft.current = false;
      onClose();
    };
    if (!noteDraft.current) {
      close();
      return;
    }
    void modal.confirm({
      title: t('planningDrawer.leaveTitle'),
      content: t('orderDetails.notes.leaveConfirm'),
      okText: t('planningDrawer.leave'),
      cancelText: t('planningDrawer.stay'),
      okButtonProps: { danger: true, 'data-testid': 'note-leave-confirm' },
      // Staying is the safe answer: Enter keeps the note.
      autoFocusButton: 'cancel',
      onOk: close,
    });
  }, [modal, onClose, t]);
  return { onNoteDraftChange, requestClose };
}
