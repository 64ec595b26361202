import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { filterRefused, pageLoadFailed, pageLoadStarted, pageLoaded, retriedByItself, type PageLoad } from './page-load';

const first: PageLoad<{ id: number }> = { rows: [], total: 0, loading: true, error: null, freshIds: new Set(), arrived: 0 };
const refused = new Error('400 Bad Request');
const down = new Error('Failed to fetch');

describe('the activity page through its loads', () => {
  it('keeps the error of a failed load shown, steadily, while the poll and Retry try again, until a load succeeds', () => {
    const failed = pageLoadFailed(first, refused);
    // The poll (or a push) tries again without the table's spinner: nothing on screen changes.
    const polled = pageLoadStarted(failed, true);
    expect(polled).toEqual(failed);
    const again = pageLoadFailed(polled, down);
    expect(again.error).toBe(down);
    // Retry shows the spinner, the error stays until its answer.
    const retried = pageLoadStarted(again, false);
    expect(retried).toMatchObject({ loading: true, error: down });
    const loaded = pageLoaded([{ id: 7 }], 1);
    expect(loaded).toMatchObject({ rows: [{ id: 7 }], total: 1, loading: false, error: null, arrived: 0 });
  });

  it('leaves the rows shown under the error of a failed page change', () => {
    const shown = pageLoaded([{ id: 1 }, { id: 2 }], 30);
    const failed = pageLoadFailed(pageLoadStarted(shown, false), down);
    expect(failed).toMatchObject({ rows: [{ id: 1 }, { id: 2 }], total: 30, loading: false, error: down });
  });
});

describe('a failed load of the activity page', () => {
  const http = (status: number) => new ApiError({ kind: 'http', method: 'POST', path: '/api/technician-activities-search', status, serverMessage: 'Field "customer": must not hold a NUL character' });

  it('is loaded again by the poll and pushes after a failure on the way, not after the server refused the request', () => {
    for (const error of [down, new ApiError({ kind: 'network', method: 'POST', path: '/x' }), new ApiError({ kind: 'timeout', method: 'POST', path: '/x' }), http(500), http(502), http(503), http(408), http(429)]) {
      expect(retriedByItself(error)).toBe(true);
    }
    for (const status of [400, 403, 404, 422]) expect(retriedByItself(http(status))).toBe(false);
  });

  it('is named a refused filter only for the server\'s 400', () => {
    expect(filterRefused(http(400))).toBe(true);
    for (const error of [http(403), http(500), down, null]) expect(filterRefused(error)).toBe(false);
  });
});
