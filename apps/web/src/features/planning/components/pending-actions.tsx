import { Button, Popconfirm, Space } from 'antd';
import { ClearOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePopconfirmFocus } from '../../../components/use-popconfirm-focus';

export interface PendingActionsProps {
  /** Pending changes; nothing is shown without any. */
  count: number;
  /** The grid is loading or saving: Save all waits. */
  loading: boolean;
  saving: boolean;
  /** Save all's confirmation is open (Ctrl+S opens it too). */
  confirmOpen: boolean;
  onConfirmOpenChange(open: boolean): void;
  onSave(): void;
  onDiscard(): void;
}

/**
 * Save all / Discard all of the pending changes, each asking first (spec part 1 §2), at the right of the tabs' line.
 * On a narrow line they show their icons only (planning-board-parts.css), the labels staying their title and name.
 * The questions open below the buttons, over the board's first rows: above them they covered the page's header
 * and title line (at 1280×720 too), and at the window's right edge they end under their button, not past it.
 */
export function PendingActions({ count, loading, saving, confirmOpen, onConfirmOpenChange, onSave, onDiscard }: PendingActionsProps) {
  const { t } = useTranslation();
  const saveFocus = usePopconfirmFocus((open) => onConfirmOpenChange(open && !loading));
  const discardFocus = usePopconfirmFocus();
  if (count === 0) return null;
  return (
    <Space data-testid="planning-pending-actions">
      <Popconfirm
        title={t('planning.actions.saveAllConfirm', { count })}
        placement="bottomRight"
        okText={t('common.yes')}
        cancelText={t('common.no')}
        okButtonProps={{ 'data-testid': 'planning-save-confirm' }}
        onConfirm={onSave}
        {...saveFocus.props}
        open={confirmOpen}
        disabled={loading}
      >
        <Button ref={saveFocus.trigger} type="primary" icon={<SaveOutlined />} disabled={loading} loading={saving} aria-label={t('planning.actions.saveAll')} title={t('planning.actions.saveAll')} data-testid="planning-save-all">
          <span className="pg-pending-label">{t('planning.actions.saveAll')}</span>
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('planning.actions.discardAllConfirm', { count })}
        placement="bottomRight"
        okText={t('common.yes')}
        cancelText={t('common.no')}
        okButtonProps={{ danger: true, 'data-testid': 'planning-discard-confirm' }}
        onConfirm={onDiscard}
        {...discardFocus.props}
        disabled={saving}
      >
        <Button ref={discardFocus.trigger} danger icon={<ClearOutlined />} disabled={saving} aria-label={t('planning.actions.discardAll')} title={t('planning.actions.discardAll')} data-testid="planning-discard-all">
          <span className="pg-pending-label">{t('planning.actions.discardAll')}</span>
        </Button>
      </Popconfirm>
    </Space>
  );
}
