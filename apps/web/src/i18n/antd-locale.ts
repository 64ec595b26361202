import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import trTR from 'antd/locale/tr_TR';
import ruRU from 'antd/locale/ru_RU';
import azAZ from 'antd/locale/az_AZ';
import kaGE from 'antd/locale/ka_GE';
import type { Language } from '@fsp/domain';

type Locale = NonNullable<ConfigProviderProps['locale']>;

export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, tr: trTR, ru: ruRU, az: azAZ, ge: kaGE };
