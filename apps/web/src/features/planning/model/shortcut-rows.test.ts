import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../../i18n/locales/en';
import { shortcutRows } from './shortcut-rows';

const t = await (async () => {
  const instance = i18next.createInstance();
  await instance.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
  return instance.t;
})();
const keys = (rows: [string, string][]) => rows.map(([key]) => key);

describe('shortcutRows', () => {
  it('lists moving, resizing, deleting and saving to a user who can change the plan', () => {
    expect(keys(shortcutRows(t, false, 'Ctrl S'))).toEqual(['← →', 'Shift ← →', 'Space', 'Enter', 'Delete', 'Ctrl S', 'Esc', '?']);
  });
  it('lists only going through the items and opening them to a read-only user', () => {
    const rows = shortcutRows(t, true, 'Ctrl S');
    expect(keys(rows)).toEqual(['Tab / Shift Tab', 'Space', 'Enter', 'Esc', '?']);
    expect(rows.map(([, what]) => what).join(' ')).not.toMatch(/Move|Delete|Save|Change the end/);
  });
});
