import type { TrainingVacation } from '@fsp/domain';

type Kind = Pick<TrainingVacation, 'name' | 'laborTypeText' | 'description' | 'countryCode'>;

/**
 * A training or leave kind as the order select names it. Each country has its own kinds, named alike in the reader's
 * language: with kinds of more than one country in the list, the country tells them apart, as in the Training/Vacation tab.
 */
export function trainingVacationLabel(kind: Kind, countryName: ((code: string) => string) | null): string {
  const country = countryName && kind.countryCode ? countryName(kind.countryCode) : null;
  return [kind.name, kind.laborTypeText ?? kind.description, country].filter(Boolean).join(' · ');
}

/** Whether the kinds come from more than one country (then their labels name it). */
export function severalCountries(kinds: readonly Pick<TrainingVacation, 'countryCode'>[]): boolean {
  return new Set(kinds.map((kind) => kind.countryCode).filter((code) => code !== null)).size > 1;
}

/**
 * The country of the first technician the kind is not offered to, or null when it is offered to all of them (a kind
 * without a country is offered everywhere). The save refuses another country's kind (save-rules.ts on the server).
 */
export function otherCountryOf(kind: Pick<TrainingVacation, 'countryCode'>, organizations: readonly { countryCode: string }[]): string | null {
  if (kind.countryCode === null) return null;
  return organizations.find((organization) => organization.countryCode !== kind.countryCode)?.countryCode ?? null;
}
