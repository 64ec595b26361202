import { z } from 'zod';
import { LANGUAGES, ROLES } from '../roles';

/** Which login the sign-in came through: the CI login's sessions keep it (roles.ts rolesOfSession). */
const signInApp = z
  .literal('ci')
  .optional()
  .describe(
    "Optional. 'ci' for the CI login (/login?app=ci): the session acts as CI_BOARD_USER as well when the user holds neither CI_BOARD_USER, CI_COMMITTEE, POWER_USER, DISPATCHER nor OBSERVER (the stored roles do not change; docs/decisions/0034-ci-login-board-access.md).",
  );

export const loginRequest = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  app: signInApp,
});
export const loginResponse = z.object({
  /** One-time authorization code: exchange it at POST /oauth/token within its lifetime, once. */
  code: z.string(),
});

export const tokenRequest = z.object({
  client_id: z.string().min(1),
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
});
export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});

export const applicationsResponse = z.array(
  z.object({ code: z.string(), name: z.string(), url: z.string() }),
);

export const sessionUserInfo = z.object({
  identifier: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  displayname: z.string(),
  mobile: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  distinguishedName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  cultureName: z.enum(LANGUAGES),
  countryCode: z.string(),
});
export type SessionUserInfo = z.infer<typeof sessionUserInfo>;

/** Localisation maps: map name -> code -> label, in the user's language. */
export const localisationMaps = z.record(z.string(), z.record(z.string(), z.string()));

/**
 * Besides the localisation maps, the settings of every country (global defaults with the country's own over
 * them; an addition to the spec's fields): flags are matched against the work order's country (spec part 1
 * §6), and a dispatcher may plan teams of several countries.
 */
export const allConfig = z.object({
  localisations: localisationMaps,
  countries: z.record(z.string(), z.record(z.string(), z.string())),
});

export const userConfigResponse = z.object({
  /** Configuration for the user's country: key -> value (feature flags are the text 'true'/'false'). */
  config: z.record(z.string(), z.string()),
  allConfig,
});
export type UserConfig = z.infer<typeof userConfigResponse>;

export const userInfoResponse = z.object({
  info: sessionUserInfo,
  /** Transaction (permission) names the user holds, e.g. DISPATCHER.TECHNICIANS. */
  transactions: z.array(z.string()),
  config: z.record(z.string(), z.string()),
  allConfig,
});
export type UserInfoResponse = z.infer<typeof userInfoResponse>;

export const changeLanguageRequest = z.object({
  identifier: z.string(),
  username: z.string(),
  cultureName: z.enum(LANGUAGES),
});

/** GET /auth/login-options (public): which ways of signing in the login page offers. */
export const loginOptionsResponse = z.object({
  passwordLogin: z.boolean(),
  /** True when an external OpenID Connect provider is configured. */
  sso: z.boolean(),
  /** The provider's name for the sign-in button (OIDC_PROVIDER_NAME). */
  ssoProviderName: z.string(),
});
export type LoginOptions = z.infer<typeof loginOptionsResponse>;

/**
 * POST /auth/sso/authorize (public). reauthenticate: ask the provider for the password again (prompt=login)
 * instead of reusing its session, after the account it signed in was refused here. app: as on POST /auth/login,
 * kept with the started sign-in until POST /auth/exchangetoken issues the token.
 */
export const ssoAuthorizeRequest = z.object({ reauthenticate: z.boolean().optional(), app: signInApp }).nullish();
/** Where to send the browser to sign in at the provider. */
export const ssoAuthorizeResponse = z.object({ authorizationUrl: z.string().url() });

/** POST /auth/exchangetoken: the provider's answer as it arrived at the login start page (query parameters). */
export const exchangeTokenRequest = z.object({
  state: z.string().min(1).max(512),
  code: z.string().min(1).max(4096).optional(),
  iss: z.string().max(2048).optional(),
  session_state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

/** POST /auth/logout: our token is revoked; endSessionUrl ends the provider's session too (RP-initiated logout). */
export const logoutResponse = z.object({ endSessionUrl: z.string().url().nullable() });
