import type { Language } from '@fsp/domain';
import type { RequestRefusalWords } from './words';
import { tr } from './tr';
import { ru } from './ru';
import { az } from './az';
import { ge } from './ge';

export type { RequestRefusalWords } from './words';

/** The words of every language but English, whose texts are the contracts' own. */
export const REQUEST_REFUSALS: Readonly<Record<Exclude<Language, 'en'>, RequestRefusalWords>> = { tr, ru, az, ge };
