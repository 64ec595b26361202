import type { Language } from '@fsp/domain';

/** What a request can name that the caller's scope does not hold (answered exactly like what does not exist). */
export type UnknownThing = 'organization' | 'section' | 'team' | 'technician' | 'dispatcher';

/** The refusal of an id outside the caller's scope or unknown, in the caller's language (team management, statistics). */
export const UNKNOWN_IN_SCOPE: Record<Language, Record<UnknownThing, (value: string | number) => string>> = {
  en: {
    organization: (v) => `unknown organization ${v}`,
    section: (v) => `unknown section ${v}`,
    team: (v) => `unknown team ${v}`,
    technician: (v) => `unknown technician ${v}`,
    dispatcher: (v) => `unknown dispatcher ${v}`,
  },
  tr: {
    organization: (v) => `Bilinmeyen organizasyon ${v}`,
    section: (v) => `Bilinmeyen bölüm ${v}`,
    team: (v) => `Bilinmeyen ekip ${v}`,
    technician: (v) => `Bilinmeyen teknisyen ${v}`,
    dispatcher: (v) => `Bilinmeyen dispeçer ${v}`,
  },
  ru: {
    organization: (v) => `Неизвестная организация ${v}`,
    section: (v) => `Неизвестный отдел ${v}`,
    team: (v) => `Неизвестная бригада ${v}`,
    technician: (v) => `Неизвестный техник ${v}`,
    dispatcher: (v) => `Неизвестный диспетчер ${v}`,
  },
  az: {
    organization: (v) => `Naməlum təşkilat ${v}`,
    section: (v) => `Naməlum bölmə ${v}`,
    team: (v) => `Naməlum komanda ${v}`,
    technician: (v) => `Naməlum texnik ${v}`,
    dispatcher: (v) => `Naməlum dispetçer ${v}`,
  },
  ge: {
    organization: (v) => `უცნობი ორგანიზაცია ${v}`,
    section: (v) => `უცნობი განყოფილება ${v}`,
    team: (v) => `უცნობი გუნდი ${v}`,
    technician: (v) => `უცნობი ტექნიკოსი ${v}`,
    dispatcher: (v) => `უცნობი დისპეჩერი ${v}`,
  },
};

/** The caller's words for it: `unknownInScope(language, 'team', 12)`. */
export const unknownInScope = (language: Language, what: UnknownThing, value: string | number) => UNKNOWN_IN_SCOPE[language][what](value);
