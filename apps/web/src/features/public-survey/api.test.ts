import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSurvey, submitSurvey, surveyApiFor } from './api';

const config = { apiBases: { eu: 'https://api-eu.example.com', asia: 'https://api-asia.example.com' }, embedOrigins: [] };
const api = (query: string) => surveyApiFor(new URLSearchParams(query), config);

describe('survey API selection (tcssproxy / tcssproxy2)', () => {
  it('uses the page origin and the v1 submit without a proxy flag', () => {
    expect(api('c=abc')).toEqual({ base: '', submitPath: '/pub/submit-survey' });
  });

  it('selects a configured base by name; tcssproxy2 also submits through the v2 path', () => {
    expect(api('tcssproxy=eu')).toEqual({ base: 'https://api-eu.example.com', submitPath: '/pub/submit-survey' });
    expect(api('tcssproxy2=asia')).toEqual({ base: 'https://api-asia.example.com', submitPath: '/pub/v2/submit-survey' });
    expect(api('tcssproxy=eu&tcssproxy2=asia')).toEqual({ base: 'https://api-asia.example.com', submitPath: '/pub/v2/submit-survey' });
  });

  it('ignores anything that is not a configured name: URLs, unknown names, prototype keys', () => {
    for (const query of ['tcssproxy=https://evil.example', 'tcssproxy2=//evil.example', 'tcssproxy=EU', 'tcssproxy2=__proto__', 'tcssproxy=constructor', 'tcssproxy=']) {
      expect(api(query), query).toEqual({ base: '', submitPath: '/pub/submit-survey' });
    }
  });
});

describe('submitting the answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("cuts a browser description longer than the server keeps (an in-app browser's), so the answers are not refused", async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(Response.json({ statusCode: 0, message: 'saved' })));
    vi.stubGlobal('fetch', fetchMock);
    const survey = { id: 'code', answers: [{ questionId: 1, answer: 5, extraAnswer: null }] };
    expect(await submitSurvey({ base: '', submitPath: '/pub/submit-survey' }, { survey, userBrowserAgent: 'Mozilla/5.0 '.repeat(200) })).toEqual({ kind: 'ok', body: { statusCode: 0, message: 'saved' } });
    const sent = JSON.parse(fetchMock.mock.calls[0][1].body as string) as { survey: unknown; userBrowserAgent: string };
    expect(sent).toEqual({ survey, userBrowserAgent: 'Mozilla/5.0 '.repeat(200).slice(0, 1000) });
  });
});

describe('reading the survey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks in the link's language only when it is one of the page's: a mangled ul (SMS text glued to the link) is not sent for the server to refuse", async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(Response.json({ statusCode: 100, message: '', language: 'tr', survey: null })));
    vi.stubGlobal('fetch', fetchMock);
    const proxy = { base: 'https://api-eu.example.com', submitPath: '/pub/submit-survey' };
    expect(await getSurvey(proxy, 'code', 'trTeşekkürler,Servis')).toMatchObject({ kind: 'ok' });
    await getSurvey(proxy, 'code', 'ru');
    await getSurvey(proxy, 'code', null);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://api-eu.example.com/pub/v2/get-survey?c=code',
      'https://api-eu.example.com/pub/v2/get-survey?c=code&ul=ru',
      'https://api-eu.example.com/pub/v2/get-survey?c=code',
    ]);
  });
});
