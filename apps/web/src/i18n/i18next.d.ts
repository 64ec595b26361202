import 'i18next';
import type en from './locales/en';

// Typed keys: t('menu.groups.admin') is checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
