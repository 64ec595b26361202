import type { Catalogue } from './locales/en';

/** Same keys as English, any string values. */
export type CompleteLocale = { [K in keyof Catalogue]: Shape<Catalogue[K]> };
type Shape<T> = T extends string ? string : { [K in keyof T]: Shape<T[K]> };

