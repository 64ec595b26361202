import { useEffect } from 'react';
import { Button, Popover, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { shortcutRows } from '../model/shortcut-rows';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const SAVE_KEYS = isMac ? '⌘ S' : 'Ctrl S';

/** A dialog (antd modal) is open over the board: its keys are its own. */
function dialogOpen(): boolean {
  return Array.from(document.querySelectorAll('.ant-modal-wrap')).some((wrap) => getComputedStyle(wrap).display !== 'none');
}

/** Where typed keys belong to a field, not to the board. */
function typingInField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/**
 * The board's own keys while it is on screen and no dialog covers it: Ctrl+S (⌘S) asks to save all, as the Save
 * all button does (the browser's "save page" is never wanted here), and "?" opens the shortcuts list.
 */
export function useBoardKeys(handlers: { onSave: () => void; onHelp: () => void }) {
  const { onSave, onHelp } = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!dialogOpen()) onSave();
      } else if (event.key === '?' && !event.ctrlKey && !event.metaKey && !typingInField(event.target) && !dialogOpen()) {
        onHelp();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onSave, onHelp]);
}

/** The "?" button on the title's line with the list of the board's keyboard shortcuts (a read-only user's are fewer). */
export function KeyboardShortcuts({ open, readOnly, onOpenChange }: { open: boolean; readOnly: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const rows = shortcutRows(t, readOnly, SAVE_KEYS);
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title={t('planning.shortcuts.title')}
      content={
        <table className="pg-shortcuts" data-testid="planning-shortcuts-list">
          <tbody>
            {rows.map(([keys, what]) => (
              <tr key={keys}>
                <td>
                  <kbd>{keys}</kbd>
                </td>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <Tooltip title={open ? undefined : t('planning.shortcuts.open')}>
        <Button icon={<QuestionCircleOutlined />} aria-label={t('planning.shortcuts.open')} aria-expanded={open} data-testid="planning-shortcuts" />
      </Tooltip>
    </Popover>
  );
}

