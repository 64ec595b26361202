import { isApiError } from '../../../lib/api-error';

/**
 * Whether a refused change concerned a team that is gone: a 400 (the server answers an unknown team like any bad id)
 * while the team list, read again after the change, no longer holds the team. Someone else removed it meanwhile; the
 * answer's "unknown team 42" would not tell the person so.
 */
export function teamGone(error: unknown, teamId: number, teamsNow: readonly { id: number }[] | undefined): boolean {
  return isApiError(error) && error.status === 400 && teamsNow !== undefined && !teamsNow.some((team) => team.id === teamId);
}
