import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import 'dayjs/locale/ru';
import 'dayjs/locale/az';
import 'dayjs/locale/ka';
import { LANGUAGES, type Language } from '@fsp/domain';
import en from './locales/en';
import tr from './locales/tr';
import ru from './locales/ru';
import az from './locales/az';
import ge from './locales/ge';
import { DAYJS_LOCALE, HTML_LANG, normalizeLanguage, pickInitialLanguage } from './language';
import { LOCAL_KEYS, local } from '../lib/storage-keys';

export { normalizeLanguage } from './language';

function applySideEffects(lang: Language) {
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = HTML_LANG[lang];
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    tr: { translation: tr },
    ru: { translation: ru },
    az: { translation: az },
    ge: { translation: ge },
  },
  lng: pickInitialLanguage(local.get(LOCAL_KEYS.language), navigator.languages ?? [navigator.language]),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  // React escapes already.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

applySideEffects(currentLanguage());
i18n.on('languageChanged', (lng) => {
  const lang = normalizeLanguage(lng) ?? 'en';
  applySideEffects(lang);
  local.set(LOCAL_KEYS.language, lang);
});

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
}

/** Switches i18next, dayjs and (through the provider's re-render) antd; persists the choice. */
export async function setLanguage(lang: Language): Promise<void> {
  if (currentLanguage() === lang) return;
  await i18n.changeLanguage(lang);
}

export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return normalizeLanguage(instance.resolvedLanguage ?? instance.language) ?? 'en';
}

export default i18n;
