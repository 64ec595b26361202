import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LANGUAGES, type Language } from '@fsp/domain';
import shellEn from './locales/en/shell';
import { rememberAntdLocale } from './antd-locale';
import { DAYJS_LOCALE, HTML_LANG, normalizeLanguage, pickInitialLanguage } from './language';
import { LOCAL_KEYS, local } from '../lib/storage-keys';

export { normalizeLanguage } from './language';

// English is the fallback: what a first paint shows is in the shell, the rest comes with the screens and parts that
// show it (ENGLISH_PARTS). Every other language (texts, antd and dayjs locale) is one chunk, fetched when first
// used, so the first page load carries part of one catalogue instead of five.
const BUNDLES: Record<Exclude<Language, 'en'>, () => Promise<typeof import('./bundles/tr')>> = {
  tr: () => import('./bundles/tr'),
  ru: () => import('./bundles/ru'),
  az: () => import('./bundles/az'),
  ge: () => import('./bundles/ge'),
};

// The fallback must hold every key a screen shows: these parts load with the screens (router.tsx) and lazy parts
// (components/lazy-part.tsx) that show them.
const ENGLISH_PARTS = {
  deferred: () => import('./locales/en/deferred'),
  board: () => import('./locales/en/board'),
  admin: () => import('./locales/en/admin'),
};

/** Loads a chunk together with the parts of the English texts it shows, and adds those before it resolves. */
export async function withEnglishTexts<T>(parts: readonly (keyof typeof ENGLISH_PARTS)[], load: () => Promise<T>): Promise<T> {
  const [chunk, ...texts] = await Promise.all([load(), ...parts.map((part) => ENGLISH_PARTS[part]())]);
  for (const { default: part } of texts) i18n.addResourceBundle('en', 'translation', part, true, false);
  return chunk;
}

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
  resources: { en: { translation: shellEn } },
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
