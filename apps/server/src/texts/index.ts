import { LANGUAGES, type Language } from '@fsp/domain';

/**
 * Texts the server itself writes for people (e-mails, Excel exports), in the portal's languages. The web app
 * has its own catalogues; these repeat only what leaves the server already worded.
 */
export { WORKING_STATUS_NAMES } from '@fsp/domain';
export { localisationLabels } from './localisation-labels';
export { unknownInScope, type UnknownThing } from './unknown-in-scope';
export { EXPORT_REFUSED } from './export-refusal';

/** A user's language from users.cultureName; English for anything the portal does not speak. */
export const languageOf = (cultureName: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(cultureName ?? '') ? (cultureName as Language) : 'en';

/**
 * A module's texts for the caller, from its table by language (the user's portal language, English otherwise): the
 * messages a screen shows as the server words them (each module's answer-texts.ts).
 */
export const callerTexts = <T>(table: Readonly<Record<Language, T>>, ctx: { user: { cultureName: string | null } }): T => table[languageOf(ctx.user.cultureName)];

/** Locales for Intl formatting ('ge' is the portal's code for Georgian). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR', ru: 'ru-RU', az: 'az-Latn-AZ', ge: 'ka-GE' };

/** One word per entry of an English list (an export's column headers, a table of messages), checked by the compiler. */
export type ColumnWords<T extends readonly string[]> = { -readonly [K in keyof T]: string };
