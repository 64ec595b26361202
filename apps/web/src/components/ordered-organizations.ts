import { useMemo } from 'react';
import { useCountryName } from '../i18n/country-name';
import { orderOrganizations, type OrderedOrganization } from './organization-order';
import { useOwnCountry } from './own-country';

/** The organizations in the portal's order (orderOrganizations): the user's own country first; none while they load. */
export function useOrderedOrganizations<O extends OrderedOrganization>(organizations: readonly O[] | undefined): O[] {
  const countryName = useCountryName();
  const ownCountry = useOwnCountry();
  return useMemo(() => orderOrganizations(organizations ?? [], countryName, ownCountry), [organizations, countryName, ownCountry]);
}
