import i18next, { type i18n as I18n } from 'i18next';
import en from './locales/en';
import tr from './locales/tr';
import ru from './locales/ru';
import az from './locales/az';
import ge from './locales/ge';

/** For unit tests: an i18next instance holding every language's complete catalogue, English by default. */
export async function createTestI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(Object.entries({ en, tr, ru, az, ge }).map(([lang, catalogue]) => [lang, { translation: catalogue }])),
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
