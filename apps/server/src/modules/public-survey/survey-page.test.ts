import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { prepareSurveyPage, renderSurveyPage } from './page';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createSurveyLink } from '../../../test/survey-factories';

/** The page's HTML as the web build writes it (survey.html), in a dist folder of its own. */
let dist: string;
const SCRIPT = `console.log(${JSON.stringify('survey '.repeat(200))});`;
const CSS = '.survey{max-width:640px}.loading{display:flex}';
/** As apps/web/build/survey-loading.ts writes it. */
const TEXTS = '<script type="application/json" id="fsp-survey-first-paint">{"en":{"loading":"Loading the survey…","title":"Customer survey"},"tr":{"loading":"Anket yükleniyor…","title":"Müşteri anketi"},"ge":{"loading":"გამოკითხვა იტვირთება…","title":"მომხმარებლის გამოკითხვა"}}</script>';
const SURVEY_HTML = `<!doctype html><html lang="en"><head><title>Customer survey</title>${TEXTS}<link rel="stylesheet" crossorigin href="/assets/survey-abc.css"></head><body><main id="survey"><!--survey-loading--></main></body></html>`;
let t: TestApp;
let plain: TestApp;

const config = loadConfig({
  NODE_ENV: 'test',
  SURVEY_EMBED_ORIGINS: 'https://shop.example.com, https://partner.example.org/path',
  SURVEY_API_BASES: 'eu=https://api-eu.example.com/base/,asia=https://api-asia.example.com',
});

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'fsp-survey-dist-'));
  writeFileSync(path.join(dist, 'survey.html'), SURVEY_HTML);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body>admin app</body></html>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'survey-abc.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'survey-abc.css'), CSS);
  writeFileSync(path.join(dist, 'assets', 'survey-abc.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ config: { WEB_DIST_DIR: dist, SURVEY_EMBED_ORIGINS: config.SURVEY_EMBED_ORIGINS, SURVEY_API_BASES: config.SURVEY_API_BASES } });
  plain = await createTestApp({ config: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
  rmSync(dist, { recursive: true, force: true });
});

const metaConfig = (html: string) => {
  const content = /<meta name="fsp-survey-config" content="([^"]*)">/.exec(html)![1];
  return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')) as unknown;
};

describe('GET /pub/survey', () => {
  it('serves the survey entry (not the admin app) with the configured API bases and parent origins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pub/survey?c=abc&ul=tr&view=boom&tcssproxy=https://evil.example&tcssproxy2=evil' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main id="survey">');
    expect(res.body).not.toContain('admin app');
    expect(metaConfig(res.body)).toEqual({
      apiBases: { eu: 'https://api-eu.example.com/base', asia: 'https://api-asia.example.com' },
      embedOrigins: ['https://shop.example.com', 'https://partner.example.org'],
    });
    // Nothing of the link's own parameters reaches the page's configuration.
    expect(res.body).not.toContain('evil');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://api-eu.example.com https://api-asia.example.com;");
    expect(csp).toContain("frame-ancestors 'self' https://shop.example.com https://partner.example.org;");
    expect(csp).toContain("script-src 'self';");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('without configuration the page talks to its own origin and only this origin may frame it', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/pub/survey?c=abc' });
    expect(metaConfig(res.body)).toEqual({ apiBases: {}, embedOrigins: [] });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'self';");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("paints without the script: the stylesheet inline (allowed by its hash), the loading line in the link's language, the answer embedded", async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/pub/survey?c=NoSuchSurveyCode&ul=tr', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<style>${CSS}</style>`);
    expect(res.body).not.toContain('survey-abc.css');
    expect(res.body).not.toContain('fsp-survey-first-paint');
    expect(res.body).toContain('<html lang="tr"');
    expect(res.body).toContain('<title>Müşteri anketi</title>');
    expect(res.body).toContain('<main id="survey"><p class="loading" role="status"><span class="spinner" aria-hidden="true"></span>Anket yükleniyor…</p></main>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(CSS).digest('base64')}';`);
    expect(csp).not.toContain('unsafe-inline');
    // The same answer the page would have asked for.
    const embedded = /<script type="application\/json" id="fsp-survey-answer">([^<]*)<\/script>/.exec(res.body);
    const asked = await plain.app.inject({ method: 'GET', url: '/pub/v2/get-survey?c=NoSuchSurveyCode&ul=tr' });
    expect(JSON.parse(embedded![1])).toEqual(asked.json());
    expect(asked.json()).toMatchObject({ statusCode: 115, language: 'tr' });
  });

  it("paints the loading line in the language the page goes on in: the questions' for an open link, ul's for a closed one", async () => {
    const now = plain.clock.now();
    const open = await createSurveyLink(plain.db, { now, language: 'tr' });
    const page = await plain.app.inject({ method: 'GET', url: `/pub/survey?c=${open.code}&ul=en`, headers: { 'accept-encoding': 'identity' } });
    expect(page.body).toContain('<html lang="tr"');
    expect(page.body).toContain('Anket yükleniyor…');
    const expired = await createSurveyLink(plain.db, { now, language: 'tr', expiresInDays: -1 });
    const closed = await plain.app.inject({ method: 'GET', url: `/pub/survey?c=${expired.code}&ul=en`, headers: { 'accept-encoding': 'identity' } });
    expect(closed.body).toContain('<html lang="en"');
    expect(closed.body).toContain('Loading the survey…');
  });

  it("answers a mangled link (a code or language too long for the API) with the page and its invalid-link answer, in the link's language", async () => {
    const res = await plain.app.inject({ method: 'GET', url: `/pub/survey?c=${'A'.repeat(129)}&ul=tr`, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="tr"');
    const embedded = /<script type="application\/json" id="fsp-survey-answer">([^<]*)<\/script>/.exec(res.body);
    expect(JSON.parse(embedded![1])).toMatchObject({ statusCode: 115, language: 'tr', survey: null });
    const longLanguage = await plain.app.inject({ method: 'GET', url: `/pub/survey?c=abc&ul=${'x'.repeat(40)}` });
    expect(longLanguage.statusCode).toBe(200);
  });

  it('reads a repeated parameter by its first value, as the page does, instead of refusing the link', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/pub/survey?c=NoSuchSurveyCode&c=Another&ul=tr&ul=en', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="tr"');
    const embedded = /<script type="application\/json" id="fsp-survey-answer">([^<]*)<\/script>/.exec(res.body);
    expect(JSON.parse(embedded![1])).toMatchObject({ statusCode: 115, language: 'tr', survey: null });
  });

  it('answers a refused link or a client past the read limit with the page (no answer: it asks itself and words the refusal), never JSON', async () => {
    const nul = await plain.app.inject({ method: 'GET', url: '/pub/survey?c=abc%00&ul=ru', headers: { 'accept-encoding': 'identity' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.headers['content-type']).toMatch(/^text\/html/);
    expect(nul.body).toContain('<html lang="ru"');
    expect(nul.body).not.toContain('fsp-survey-answer');
    expect(String(nul.headers['content-security-policy'])).toContain("script-src 'self';");

    const remoteAddress = '198.51.100.7';
    const open = () => plain.app.inject({ method: 'GET', url: '/pub/survey?ul=tr&ul=en', remoteAddress, headers: { 'accept-encoding': 'identity' } });
    for (let i = 0; i < 30; i++) expect((await open()).statusCode).toBe(200);
    const limited = await open();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain('<html lang="tr"');
    expect(limited.body).toContain('Anket yükleniyor…');
    // The page's own call counts against the same limit, so the page says "too many attempts" in its language.
    expect((await plain.app.inject({ method: 'GET', url: '/pub/v2/get-survey?c=abc', remoteAddress })).statusCode).toBe(429);
  });

  it('embeds no answer when tcssproxy names another API, and no link means English and nothing to embed', async () => {
    const proxied = await t.app.inject({ method: 'GET', url: '/pub/survey?c=NoSuchSurveyCode&ul=ge&tcssproxy=eu', headers: { 'accept-encoding': 'identity' } });
    expect(proxied.body).not.toContain('fsp-survey-answer');
    expect(proxied.body).toContain('<html lang="ka"');
    expect(proxied.body).toContain('გამოკითხვა იტვირთება…');
    // An unknown proxy name is ignored: the page's own origin answers, so the answer is embedded.
    const unknownProxy = await t.app.inject({ method: 'GET', url: '/pub/survey?c=NoSuchSurveyCode&tcssproxy=evil', headers: { 'accept-encoding': 'identity' } });
    expect(unknownProxy.body).toContain('fsp-survey-answer');
    const noLink = await t.app.inject({ method: 'GET', url: '/pub/survey?ul=xx', headers: { 'accept-encoding': 'identity' } });
    expect(noLink.body).not.toContain('fsp-survey-answer');
    expect(noLink.body).toContain('Loading the survey…');
  });

  it('keeps an embedded answer inside its data block whatever its texts hold', () => {
    const template = prepareSurveyPage(SURVEY_HTML, '/nonexistent', { apiBases: {}, embedOrigins: [] });
    const answer = { statusCode: 115, message: '</script><script>alert(1)</script>', language: 'en' as const, survey: null };
    const html = renderSurveyPage(template, 'en', answer);
    expect(html).not.toContain('</script><script>alert(1)');
    const block = /<script type="application\/json" id="fsp-survey-answer">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1])).toEqual(answer);
  });

  it("sends the build's precompressed files to browsers that accept gzip, the plain file to others", async () => {
    const zipped = await t.app.inject({ method: 'GET', url: '/assets/survey-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/javascript/);
    expect(zipped.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const plainRes = await t.app.inject({ method: 'GET', url: '/assets/survey-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plainRes.headers['content-encoding']).toBeUndefined();
    expect(plainRes.body).toBe(SCRIPT);
  });

  it('sends the page itself brotli- or gzip-compressed, revalidated on every load', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/pub/survey?c=abc', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<main id="survey">');
    const gzip = await t.app.inject({ method: 'GET', url: '/pub/survey?c=abc', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('fsp-survey-config');
  });

  it('refuses configuration that is not an origin list or name=URL pairs', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SURVEY_EMBED_ORIGINS: '*' })).toThrow(/SURVEY_EMBED_ORIGINS/);
    expect(() => loadConfig({ NODE_ENV: 'test', SURVEY_API_BASES: 'https://api.example.com' })).toThrow(/SURVEY_API_BASES/);
    expect(() => loadConfig({ NODE_ENV: 'test', SURVEY_API_BASES: 'x=javascript:alert(1)' })).toThrow(/SURVEY_API_BASES/);
  });
});
