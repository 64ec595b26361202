import { describe, expect, it } from 'vitest';
import { pageLoadFailed, pageLoadStarted, pageLoaded, type PageLoad } from './page-load';

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
