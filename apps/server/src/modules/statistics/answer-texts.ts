import type { Language } from '@fsp/domain';

/** The statistics' refusal of an organization outside the caller's scope, in the caller's language. */
export const UNKNOWN_ORGANIZATION: Record<Language, (orgunit: string) => string> = {
  en: (orgunit) => `unknown organization ${orgunit}`,
  tr: (orgunit) => `Bilinmeyen organizasyon ${orgunit}`,
  ru: (orgunit) => `Неизвестная организация ${orgunit}`,
  az: (orgunit) => `Naməlum təşkilat ${orgunit}`,
  ge: (orgunit) => `უცნობი ორგანიზაცია ${orgunit}`,
};
