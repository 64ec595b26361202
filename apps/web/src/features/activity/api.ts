import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_POLL_MS, technicianActivitySearchResponse, type TechnicianActivityItem, type TechnicianActivitySearchRequest } from '@fsp/domain';
import { api } from '../../lib/api-client';
import { openLiveStream } from '../../lib/live-stream';
import { mergeIntoFirstPage } from './model/live-page';
import { pageLoadFailed, pageLoadStarted, pageLoaded, retriedByItself, type PageLoad } from './model/page-load';

/** GET /api/live/activity: the server pushes "activity of these teams was committed". */
export const ACTIVITY_STREAM_PATH = '/api/live/activity';
/** Pushes arriving together are fetched once. */
const PUSH_DEBOUNCE_MS = 150;

export interface ActivityFeed extends PageLoad<TechnicianActivityItem> {
  /** The request the rows and total answer (null before the first answer): the screen compares it with its own. */
  answered: TechnicianActivitySearchRequest | null;
  /** The live updates have stopped: the push stream failed twice in a row, or the last fetch of new rows failed. */
  stalled: boolean;
  /** Loads the page again after its load failed. */
  retry: () => void;
}

function fetchActivities(body: TechnicianActivitySearchRequest, signal?: AbortSignal) {
  return api.search('/api/technician-activities-search', body, { schema: technicianActivitySearchResponse, signal, silent: true });
}

/**
 * The activity history's rows (spec part 2 §4): the page of `request`, then whatever is recorded later,
 * asked for by the answer's cursor when the server pushes (within a second or two), when the push stream
 * (re)opens, and every 20 s as the fallback. New rows go on top of the first page, which keeps its size (its oldest
 * rows move on to page 2, so no row shows on two pages), and the total follows; on other pages only the total
 * changes, so the rows under the user's eyes never move. `arrived` counts the new rows for the screen's hint;
 * `stalled` tells the screen when the updates have stopped, so that a list standing still is not taken for a quiet day.
 */
export function useActivityFeed(request: TechnicianActivitySearchRequest | null): ActivityFeed {
  const [state, setState] = useState<PageLoad<TechnicianActivityItem>>({ rows: [], total: 0, loading: request !== null, error: null, freshIds: new Set(), arrived: 0 });
  const [answered, setAnswered] = useState<TechnicianActivitySearchRequest | null>(null);
  const [streamDown, setStreamDown] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  // A page whose load failed has no cursor to ask "what is new" by: the poll, a push and Retry load it again instead,
  // Retry alone after the server refused it (retriedByItself).
  // `quietFor`: the request the poll or a push retries, loaded without the table's spinner (Retry shows it).
  const [attempt, setAttempt] = useState<{ count: number; quietFor: TechnicianActivitySearchRequest | null }>({ count: 0, quietFor: null });
  // Whether the page's load failed in a way the poll and pushes try again.
  const failedLoadRetried = useRef(false);
  const cursor = useRef<string | null>(null);
  const current = useRef(request);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  // The page on its way (no cursor yet): a push or poll meanwhile may tell of a change the page's read came too early
  // for, so it is asked for once the page has its cursor (or loaded again if the load then fails).
  const pageLoading = useRef(false);
  const askedWhileLoading = useRef(false);
  const refreshAfterLoad = useRef<() => void>(() => {});
  /** Ids of the rows loaded with the page and of those that arrived since: a row sent again is not counted twice. */
  const seen = useRef(new Set<number>());

  useEffect(() => {
    current.current = request;
    cursor.current = null;
    failedLoadRetried.current = false;
    askedWhileLoading.current = false;
    if (request === null) return;
    const abort = new AbortController();
    pageLoading.current = true;
    setState((s) => pageLoadStarted(s, attempt.quietFor === request));
    fetchActivities(request, abort.signal).then(
      (answer) => {
        pageLoading.current = false;
        cursor.current = answer.cursor;
        seen.current = new Set(answer.technicianActivityItems.map((r) => r.id));
        setState(pageLoaded(answer.technicianActivityItems, answer.totalRowCount));
        setAnswered(request);
        if (askedWhileLoading.current) refreshAfterLoad.current();
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        pageLoading.current = false;
        failedLoadRetried.current = retriedByItself(error);
        setState((s) => pageLoadFailed(s, error));
        if (askedWhileLoading.current) refreshAfterLoad.current();
      },
    );
    return () => {
      pageLoading.current = false;
      abort.abort();
    };
  }, [request, attempt]);

  /** Asks for what is new since the cursor; one call at a time, a request during one runs once after it. */
  const refresh = useCallback((): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const asked = current.current;
    const since = cursor.current;
    askedWhileLoading.current = asked !== null && since === null && pageLoading.current;
    if (asked !== null && since === null && failedLoadRetried.current) setAttempt((a) => ({ count: a.count + 1, quietFor: asked }));
    if (asked === null || since === null) return Promise.resolve();
    const run = fetchActivities({ ...asked, cursor: since })
      .then((answer) => {
        if (current.current !== asked) return;
        cursor.current = answer.cursor;
        const news = answer.technicianActivityItems.filter((r) => !seen.current.has(r.id));
        news.forEach((r) => seen.current.add(r.id));
        setState((s) => {
          const arrived = s.arrived + news.length;
          if (asked.index !== 0) return { ...s, total: answer.totalRowCount, arrived };
          const { rows, added } = mergeIntoFirstPage(s.rows, answer.technicianActivityItems, asked.limit);
          return { ...s, rows, total: answer.totalRowCount, freshIds: new Set(added.map((r) => r.id)), arrived };
        });
      })
      .then(
        () => setRefreshFailed(false),
        () => setRefreshFailed(true),
      )
      .finally(() => {
        inFlight.current = null;
        if (again.current) {
          again.current = false;
          void refresh();
        }
      });
    inFlight.current = run;
    return run;
  }, []);
  refreshAfterLoad.current = () => void refresh();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), PUSH_DEBOUNCE_MS);
    };
    // One failed attempt is a blip (a server restarting answers the next, a second later); two in a row are an outage.
    let downs = 0;
    const close = openLiveStream(ACTIVITY_STREAM_PATH, {
      onEvent: (name) => name === 'activity' && soon(),
      onOpen: () => {
        downs = 0;
        setStreamDown(false);
        soon();
      },
      onDown: () => {
        downs += 1;
        if (downs >= 2) setStreamDown(true);
      },
    });
    const poll = setInterval(() => void refresh(), ACTIVITY_POLL_MS);
    return () => {
      close();
      clearInterval(poll);
      clearTimeout(timer);
    };
  }, [refresh]);

  const retry = useCallback(() => setAttempt((a) => ({ count: a.count + 1, quietFor: null })), []);
  return { ...state, answered, stalled: streamDown || refreshFailed, retry };
}
