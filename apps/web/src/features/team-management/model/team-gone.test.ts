import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { teamGone } from './team-gone';

const refused = (status: number) => new ApiError({ kind: 'http', method: 'POST', path: '/api/update-team', status, serverMessage: 'Invalid body field "teamId": unknown team 42' });

describe('teamGone', () => {
  it('is a 400 about a team the list read again no longer holds', () => {
    expect(teamGone(refused(400), 42, [{ id: 7 }])).toBe(true);
  });

  it('is not a 400 about a team still listed (a bad name, a section removed): the server says what is wrong', () => {
    expect(teamGone(refused(400), 42, [{ id: 7 }, { id: 42 }])).toBe(false);
  });

  it('is not a failure of another kind, nor one whose list could not be read again', () => {
    expect(teamGone(refused(500), 42, [{ id: 7 }])).toBe(false);
    expect(teamGone(new ApiError({ kind: 'network', method: 'POST', path: '/api/update-team' }), 42, [{ id: 7 }])).toBe(false);
    expect(teamGone(refused(400), 42, undefined)).toBe(false);
  });
});
