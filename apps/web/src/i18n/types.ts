import type { Catalogue } from './locales/en';

/** Same keys as English, any string values. */
export type CompleteLocale = { [K in keyof Catalogue]: Shape<Catalogue[K]> };
type Shape<T> = T extends string ? string : { [K in keyof T]: Shape<T[K]> };

/** A locale that translates only part of the catalogue; missing keys fall back to English. */
export type PartialLocale = { [K in keyof Catalogue]?: DeepPartial<Catalogue[K]> };
type DeepPartial<T> = T extends string ? string : { [K in keyof T]?: DeepPartial<T[K]> };
