import type { TFunction } from 'i18next';

/**
 * The keys the shortcuts list shows, as [keys, what they do]. A read-only user (observer) gets only the
 * keys that work for them: going through the items and opening them, not moving, resizing, deleting or saving.
 */
export function shortcutRows(t: TFunction, readOnly: boolean, saveKeys: string): [string, string][] {
  const look: [string, string][] = [
    [t('planning.shortcuts.spaceKey'), t('planning.shortcuts.popover')],
    ['Enter', t('planning.shortcuts.details')],
  ];
  const close: [string, string][] = [
    ['Esc', t('planning.shortcuts.close')],
    ['?', t('planning.shortcuts.help')],
  ];
  if (readOnly) return [['Tab / Shift Tab', t('planning.shortcuts.focusNext')], ...look, ...close];
  return [
    ['← →', t('planning.shortcuts.move')],
    ['Shift ← →', t('planning.shortcuts.resize')],
    ...look,
    ['Delete', t('planning.shortcuts.remove')],
    [saveKeys, t('planning.shortcuts.save')],
    ...close,
  ];
}
