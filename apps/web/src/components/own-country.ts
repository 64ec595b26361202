import { createContext, useContext } from 'react';

/**
 * The signed-in user's country code, provided once by the app's session guard (shared components import no feature)
 * for the organization lists, which put that country first (useOrderedOrganizations). Apart from the ordering: the
 * guard is in every page's first chunk, the login's too.
 */
export const OwnCountryContext = createContext<string | undefined>(undefined);

export const useOwnCountry = (): string | undefined => useContext(OwnCountryContext);
