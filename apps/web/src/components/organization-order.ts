import { compareNames } from '@fsp/domain';

export interface OrderedOrganization {
  orgunit: string;
  displayName: string;
  countryCode: string;
}

/**
 * The order the filters offer organizations in: the caller's own country first (the service centres a dispatcher
 * plans every day), then the other countries by their name as the reader sees it, each country's organizations by
 * name in Turkish alphabetical order (compareNames), the code only between namesakes. The server's order is by
 * country code, which put Russia's centres (RU) above Türkiye's (TR) for a Turkish dispatcher.
 */
export function orderOrganizations<O extends OrderedOrganization>(organizations: readonly O[], countryName: (code: string) => string, ownCountry?: string): O[] {
  const rank = (org: O) => (org.countryCode === ownCountry ? 0 : 1);
  return [...organizations].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      compareNames(countryName(a.countryCode), countryName(b.countryCode)) ||
      compareNames(a.displayName, b.displayName) ||
      compareNames(a.orgunit, b.orgunit),
  );
}
