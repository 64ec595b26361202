import type { CiConfig } from '@fsp/domain';

/**
 * Which country the board shows (spec part 2 §4 "CI country selection order"): the URL's ?country=;
 * else the previous country in the server's reply; else the session's country (from the login start
 * page) when selection is enabled; else, with selection enabled, nobody knows: null (the user picks a
 * flag); without selection the configured default or the first country. Only offered countries count.
 */
export function chooseCiCountry(config: Pick<CiConfig, 'countries' | 'selectionEnabled' | 'defaultCountry' | 'previousCountry'>, urlCountry: string | null, sessionCountry: string | null): string | null {
  const offered = new Set(config.countries.map((c) => c.code));
  const pick = (code: string | null | undefined) => {
    const upper = code?.trim().toUpperCase();
    return upper && offered.has(upper) ? upper : null;
  };
  const known = pick(urlCountry) ?? pick(config.previousCountry) ?? (config.selectionEnabled ? pick(sessionCountry) : null);
  if (known) return known;
  if (config.selectionEnabled) return null;
  return pick(config.defaultCountry) ?? config.countries[0]?.code ?? null;
}
