// The session (spec part 1 §1): login, the signed-in user's session data, language, logout.
export { useSession, sessionQueryOptions, type Session, type SessionStatus } from './use-session';
export type { MasterDataMap } from '../../lib/master-data-name';
export { localTrainingVacation } from '../../lib/master-data-name';
export { useChangeLanguage } from './use-change-language';
export { logoutNext, useForgetSession, useLogout, type LogoutPageState } from './use-logout';
export { exchangeCode } from './session-api';
export { cameViaCiLogin, clearNeedsReauth, markCameViaCiLogin, rememberCountry } from './login-flags';
export { LanguageSelector } from './components/language-selector';
export { LoginForm } from './components/login-form';
export { TextDivider } from './components/text-divider';
export { SsoButton } from './components/sso-button';
export { useLoginOptions } from './use-login-options';
export { exchangeSingleSignOn } from './session-api';
export { ssoRefusal, ssoRefusalText, type SsoRefusal } from './sso-errors';
export { UserMenu } from './components/user-menu';
