import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../i18n/test-instance';
import { refusedSaveText } from './save-message';

const i18n = await createTestI18n();
const en = i18n.getFixedT('en');
const tr = i18n.getFixedT('tr');
const mixed = (failedCount: number) => ({ kind: 'warning' as const, savedCount: 2, deletedCount: 0, failedCount, typeWord: 'workOrder' as const });

describe('the message of a save with refused changes', () => {
  it('says the unsaved ones stay in the Changes tab only when none was overtaken by a colleague', () => {
    expect(refusedSaveText(en, mixed(2), 0)).toBe('2 saved successfully, 2 unsaved. The unsaved ones stay in the Changes tab.');
    expect(refusedSaveText(en, mixed(1), 1)).toBe(
      '2 saved successfully, 1 unsaved. Someone else changed this item after you loaded it: the board now shows their change, and yours was not saved.',
    );
    expect(refusedSaveText(en, mixed(3), 1)).toBe(
      '2 saved successfully, 3 unsaved. Still in the Changes tab: 2. Changed by someone else after you loaded them: 1; the board now shows their changes, and yours were not saved.',
    );
    expect(refusedSaveText(tr, mixed(3), 3)).toBe(
      '2 kayıt başarıyla kaydedildi, 3 kayıt kaydedilmedi. Siz yükledikten sonra başka biri tarafından değiştirilen: 3; pano artık onların değişikliklerini gösteriyor, sizinkiler kaydedilmedi.',
    );
  });

  it('words a save where nothing was saved the same way', () => {
    const failed = { kind: 'error' as const, savedCount: 0, deletedCount: 0, failedCount: 2, typeWord: 'workOrder' as const };
    expect(refusedSaveText(en, failed, 0)).toBe('2 work orders unsaved.');
    expect(refusedSaveText(tr, failed, 1)).toBe(
      '2 iş emri kaydedilmedi. Değişiklikler sekmesinde kalan: 1. Siz yükledikten sonra başka biri tarafından değiştirilen: 1; pano artık onların değişikliklerini gösteriyor, sizinkiler kaydedilmedi.',
    );
  });
});
