import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LANGUAGES, type Language } from '@fsp/domain';
import en from './locales/en';
import { rememberAntdLocale } from './antd-locale';
import { DAYJS_LOCALE, HTML_LANG, normalizeLanguage, pickInitialLanguage } from './language';
import { LOCAL_KEYS, local } from '../lib/storage-keys';

export { normalizeLanguage } from './language';

// English is the fallback and stays in the shell; every other language (texts, antd and dayjs locale) is
// its own chunk, fetched when first used, so the first page load carries one catalogue instead of five.
const BUNDLES: Record<Exclude<Language, 'en'>, () => Promise<typeof import('./bundles/tr')>> = {
  tr: () => import('./bundles/tr'),
  ru: () => import('./bundles/ru'),
  az: () => import('./bundles/az'),
  ge: () => import('./bundles/ge'),
};

async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en' || i18n.hasResourceBundle(lang, 'translation')) return;
  const { default: bundle } = await BUNDLES[lang]();
  i18n.addResourceBundle(lang, 'translation', bundle.catalogue);
  rememberAntdLocale(lang, bundle.antd);
}

function applySideEffects(lang: Language) {
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = HTML_LANG[lang];
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  // React escapes already.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

async function start(): Promise<void> {
  const initial = pickInitialLanguage(local.get(LOCAL_KEYS.language), navigator.languages ?? [navigator.language]);
  // A chunk that cannot be fetched leaves the app in English rather than not starting at all.
  await loadLanguage(initial).then(
    () => i18n.changeLanguage(initial),
    () => undefined,
  );
  applySideEffects(currentLanguage());
  // Registered after the start-up switch, so only a user's choice is stored, as before.
  i18n.on('languageChanged', (changed) => {
    const lang = normalizeLanguage(changed) ?? 'en';
    applySideEffects(lang);
    local.set(LOCAL_KEYS.language, lang);
  });
}

/** Resolves once the start-up language is loaded: main.tsx renders only then, so no text flashes in English. */
export const i18nReady = start();

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
}

/** Fetches the language's chunk if needed, then switches i18next, dayjs and (through the provider's re-render) antd; persists the choice. */
export async function setLanguage(lang: Language): Promise<void> {
  if (currentLanguage() === lang) return;
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return normalizeLanguage(instance.resolvedLanguage ?? instance.language) ?? 'en';
}

export default i18n;
