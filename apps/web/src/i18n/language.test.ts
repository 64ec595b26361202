import { describe, expect, it } from 'vitest';
import { normalizeLanguage, pickInitialLanguage } from './language';
import en from './locales/en';
import tr from './locales/tr';
import ru from './locales/ru';
import az from './locales/az';
import ge from './locales/ge';

describe('language helpers', () => {
  it('normalises tags onto the product languages', () => {
    expect(normalizeLanguage('tr-TR')).toBe('tr');
    expect(normalizeLanguage('RU')).toBe('ru');
    expect(normalizeLanguage('ka_GE')).toBe('ge');
    expect(normalizeLanguage('ge')).toBe('ge');
    expect(normalizeLanguage('de')).toBeNull();
    expect(normalizeLanguage(null)).toBeNull();
  });

  it('prefers the stored choice, then the browser, then English', () => {
    expect(pickInitialLanguage('ru', ['tr-TR'])).toBe('ru');
    expect(pickInitialLanguage(null, ['de-DE', 'tr-TR'])).toBe('tr');
    expect(pickInitialLanguage('xx', ['de'])).toBe('en');
  });
});

/** Every leaf path of a catalogue, e.g. 'login.title'. */
function leaves(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v as object, `${prefix}${k}.`),
  );
}

describe('catalogues', () => {
  it('translate every English key in Turkish, Russian, Azerbaijani and Georgian, with the same placeholders', () => {
    const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
    const get = (obj: object, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const [name, locale] of Object.entries({ tr, ru, az, ge })) {
      expect(leaves(locale).sort(), name).toEqual(leaves(en).sort());
      for (const key of leaves(en)) {
        expect(get(locale, key).trim(), `${name}: ${key}`).not.toBe('');
        expect(placeholders(get(locale, key)), `${name}: ${key}`).toEqual(placeholders(get(en, key)));
      }
    }
  });
});
