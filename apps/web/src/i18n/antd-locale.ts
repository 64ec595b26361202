import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '@fsp/domain';

type Locale = NonNullable<ConfigProviderProps['locale']>;

// Filled as each language's chunk arrives (i18n/index.ts); English is antd's own default anyway.
const LOADED: Partial<Record<Language, Locale>> = { en: enUS };

export function rememberAntdLocale(lang: Language, locale: Locale): void {
  LOADED[lang] = locale;
}

export function antdLocale(lang: Language): Locale {
  return LOADED[lang] ?? enUS;
}
