import { isPathPermitted, isRootPath } from './route-table';
import { belongsOnCiBoardAtCiLogin, hasPermittedRole, isOnlyCiBoardUser } from '@fsp/domain';

export interface PostLoginInput {
  roles: readonly string[];
  /** Where the user was going: the remembered path, or '/' when there is none. */
  path: string;
  /** Opened /login/start with ?ci=1 earlier in this browser session. */
  cameViaCiLogin: boolean;
}

/**
 * Part 2 §2 "Post-login redirects", in the spec's order:
 * 1. no permitted role -> /no-access, unless they came through the CI login;
 * 2. only CI_BOARD_USER, or came through the CI login and is neither POWER_USER, DISPATCHER nor
 *    OBSERVER -> /ci-board (a deep link they may open, e.g. /ci-board?id=7, is kept);
 * 3. POWER_USER at the root -> /admin/statistics. ADMIN goes there too: admins hold the admin
 *    screens' rights and the statistics page heads their menu group;
 * 4. anyone else at the root -> /dispatcher/activity-history;
 * 5. otherwise the path they asked for (its route guard decides about access).
 */
export function decidePostLoginPath({ roles, path, cameViaCiLogin }: PostLoginInput): string {
  const atRoot = isRootPath(path);
  if (!hasPermittedRole(roles) && !cameViaCiLogin) return '/no-access';

  if (isOnlyCiBoardUser(roles) || (cameViaCiLogin && belongsOnCiBoardAtCiLogin(roles))) {
    return atRoot || !isPathPermitted(path, roles) ? '/ci-board' : path;
  }

  if (!atRoot) return path;
  if (roles.includes('POWER_USER') || roles.includes('ADMIN')) return '/admin/statistics';
  return '/dispatcher/activity-history';
}
