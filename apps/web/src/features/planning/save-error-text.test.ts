import { describe, expect, it } from 'vitest';
import { SAVE_ERRORS, notAssignmentError } from '@fsp/domain';
import tr from '../../i18n/locales/tr';
import ru from '../../i18n/locales/ru';
import { createTestI18n } from '../../i18n/test-instance';
import { saveErrorText } from './save-error-text';

const i18n = await createTestI18n();

describe("a save refusal in the reader's language", () => {
  it('words the spec texts of the save answer in Turkish and Russian, the rules as the drawer words them', () => {
    const trT = i18n.getFixedT('tr');
    const ruT = i18n.getFixedT('ru');
    expect(saveErrorText(SAVE_ERRORS.overlap, trT)).toBe(tr.planningDrawer.rules.overlap);
    expect(saveErrorText(SAVE_ERRORS.notFound, trT)).toBe('Planlanan kayıt artık mevcut değil.');
    expect(saveErrorText(SAVE_ERRORS.changedMeanwhile, trT)).toBe('Bu kaydı siz yükledikten sonra başka biri değiştirdi: pano artık onun değişikliğini gösteriyor, sizinki kaydedilmedi.');
    expect(saveErrorText(SAVE_ERRORS.busy, ruT)).toBe('Планирование сейчас занято, это изменение не сохранено. Повторите попытку.');
    expect(saveErrorText(SAVE_ERRORS.notAuthorized, ruT)).toBe(ru.errors.unauthorizedOperation);
    expect(saveErrorText(notAssignmentError('Yıllık izin'), ruT)).toBe(ru.planningDrawer.rules.notAssignment.replace('{{type}}', 'Yıllık izin'));
    // The answer's code word is not shown to an English reader either.
    expect(saveErrorText(notAssignmentError('Annual leave'), i18n.getFixedT('en'))).toBe('Cannot be assigned: Annual leave');
    // The original system's Turkish text, in English for an English reader.
    expect(saveErrorText(SAVE_ERRORS.inactiveTechnician, i18n.getFixedT('en'))).toBe('The technician is not active.');
  });

  it('shows a text the portal does not know as it came', () => {
    expect(saveErrorText('CRM: order locked by another user', i18n.getFixedT('tr'))).toBe('CRM: order locked by another user');
  });

  it('has a text for every refusal of the save answer in every language', () => {
    for (const language of ['en', 'tr', 'ru', 'az', 'ge']) {
      const t = i18n.getFixedT(language);
      for (const [name, text] of Object.entries(SAVE_ERRORS)) {
        if (name === 'notAssignment') continue;
        const worded = saveErrorText(text, t);
        expect(worded, `${language} ${name}`).not.toMatch(/^(planningSaveErrors|planningDrawer)\./);
        if (language !== 'en' && !(language === 'tr' && name === 'inactiveTechnician')) expect(worded, `${language} ${name}`).not.toBe(text);
      }
    }
  });
});
