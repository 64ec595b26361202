import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { canChangePlanning, hasAnyRole, isObserver, isOnlyCiBoardUser, type Role, type SessionUserInfo, type UserInfoResponse } from '@fsp/domain';
import { useAccessToken } from '../../lib/auth-token';
import { lateCheck } from '../../lib/late-check';
import { clearNeedsReauth } from './login-flags';
import { fetchUserInfo } from './session-api';
import { masterDataName, type MasterDataMap } from '../../lib/master-data-name';

export const SESSION_QUERY_KEY = ['session'] as const;

/** Keyed by token, so a new login never sees the previous user's cached session. */
export function sessionQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, token ?? ''] as const,
    queryFn: async ({ signal, client, queryKey }) => {
      const data = await fetchUserInfo(signal, lateCheck(client, queryKey));
      // A session read after a language change is current again (see login-flags.ts).
      clearNeedsReauth();
      return data;
    },
    staleTime: Infinity,
    retry: false,
  });
}


export type SessionStatus = 'anonymous' | 'loading' | 'error' | 'authenticated';

export interface Session {
  status: SessionStatus;
  error: unknown;
  data: UserInfoResponse | undefined;
  info: SessionUserInfo | undefined;
  roles: readonly Role[];
  transactions: readonly string[];
  /** Country configuration: key -> text value ('true'/'false' for flags). */
  config: Readonly<Record<string, string>>;
  localisations: Readonly<Record<string, Record<string, string>>>;
  /**
   * The name of a master-data code (job, component, SIM stage, order type and status...) in the user's language
   * from the localisation maps; else the text the record carries (the CRM's, in its organization's language).
   */
  codeName(map: MasterDataMap, code: string | null | undefined, carried?: string | null): string;
  hasRole(role: Role): boolean;
  hasAnyRole(roles: readonly Role[]): boolean;
  /** Permission check by transaction name (any of them). */
  hasTransaction(...names: string[]): boolean;
  /** config[key] === 'true' */
  isEnabled(key: string): boolean;
  /** Every country's settings (allConfig.countries): flags of a work order follow its country (configForCountry). */
  countryConfigs: Readonly<Record<string, Readonly<Record<string, string>>>>;
  isObserver: boolean;
  isOnlyCiBoardUser: boolean;
  canChangePlanning: boolean;
}


const EMPTY_ROLES: readonly Role[] = [];
const EMPTY: readonly string[] = [];
const EMPTY_RECORD: Readonly<Record<string, never>> = {};

export function useSession(): Session {
  const token = useAccessToken();
  const query = useQuery({ ...sessionQueryOptions(token), enabled: token !== null });
  const data = token ? query.data : undefined;

  return useMemo<Session>(() => {
    const roles = data?.info.roles ?? EMPTY_ROLES;
    const transactions = data?.transactions ?? EMPTY;
    const config = data?.config ?? EMPTY_RECORD;
    const status: SessionStatus = !token
      ? 'anonymous'
      : data
        ? 'authenticated'
        : query.isError
          ? 'error'
          : 'loading';
    const localisations: Session['localisations'] = data?.allConfig.localisations ?? EMPTY_RECORD;
    return {
      status,
      error: query.error,
      data,
      info: data?.info,
      roles,
      transactions,
      config,
      localisations,
      codeName: (map, code, carried) => masterDataName(localisations, map, code, carried),
      countryConfigs: data?.allConfig.countries ?? EMPTY_RECORD,
      hasRole: (role) => roles.includes(role),
      hasAnyRole: (allowed) => hasAnyRole(roles, allowed),
      hasTransaction: (...names) => names.some((n) => transactions.includes(n)),
      isEnabled: (key) => config[key] === 'true',
      isObserver: isObserver(roles),
      isOnlyCiBoardUser: isOnlyCiBoardUser(roles),
      canChangePlanning: canChangePlanning(roles),
    };
  }, [token, data, query.isError, query.error]);
}
