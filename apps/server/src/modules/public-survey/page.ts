import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GetSurveyResponse } from '@fsp/domain';
import type { PublicSurveyLanguage } from '@fsp/domain/rules/public-survey';

/** What the survey page may talk to, from configuration: never from the link's own parameters. */
export interface SurveyPageSettings {
  /** SURVEY_API_BASES: tcssproxy / tcssproxy2 name one of these; anything else is ignored. */
  apiBases: Record<string, string>;
  /** SURVEY_EMBED_ORIGINS: parents that may frame the page (view=boom) and receive its postMessage. */
  embedOrigins: string[];
}

export function parseApiBases(pairs: string[]): Record<string, string> {
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), new URL(pair.slice(at + 1)).href.replace(/\/+$/, '')];
    }),
  );
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a <script> data block: no '<' may end it early (U+2028/9 are valid JSON, escaped for old parsers). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A meta tag the page reads at start (no inline script: the CSP allows none). */
export function surveyPageConfig(settings: SurveyPageSettings): string {
  const json = JSON.stringify({ apiBases: settings.apiBases, embedOrigins: settings.embedOrigins });
  return `<meta name="fsp-survey-config" content="${escapeAttribute(json)}">`;
}

/**
 * The page's own Content-Security-Policy: it may call only this origin and the configured API bases, and
 * only the configured parents may frame it (X-Frame-Options would forbid every other origin, so it goes).
 */
export function surveyPageHeaders(settings: SurveyPageSettings, styleHashes: readonly string[] = []): Record<string, string | null> {
  const apiOrigins = [...new Set(Object.values(settings.apiBases).map((base) => new URL(base).origin))];
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${["'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' ')}`,
    "img-src 'self' data:",
    `connect-src ${["'self'", ...apiOrigins].join(' ')}`,
    `frame-ancestors ${["'self'", ...settings.embedOrigins].join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join(';');
  return {
    'content-security-policy': csp,
    'x-frame-options': settings.embedOrigins.length ? null : 'SAMEORIGIN',
    'cache-control': 'no-cache',
    'referrer-policy': 'no-referrer',
  };
}

/** The page as the server sends it, prepared once at start-up from the build's survey.html. */
export interface SurveyPageTemplate {
  html: string;
  /** CSP hashes of the inlined stylesheets. */
  styleHashes: string[];
  /** The loading line and tab title per language (the build writes them from the i18n files, apps/web/build/survey-loading.ts). */
  firstPaintTexts: Partial<Record<PublicSurveyLanguage, { loading: string; title: string }>>;
}

const TEXTS_BLOCK = /<script type="application\/json" id="fsp-survey-first-paint">([^<]*)<\/script>\s*/;
const STYLESHEET = /<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g;
/** BCP 47 tags for <html lang>: the spec's 'ge' is Georgian (ka). */
const LOCALE_TAG: Record<PublicSurveyLanguage, string> = { en: 'en', tr: 'tr', ru: 'ru', az: 'az', ge: 'ka' };

/**
 * First paint without waiting for a script or a stylesheet (issue 16, docs/performance.md): the build's
 * stylesheet (1.5 kB gzipped) goes into the page, allowed by its hash (the CSP stays without 'unsafe-inline'),
 * and the allow-lists go into a meta tag.
 */
export function prepareSurveyPage(html: string, distDir: string, settings: SurveyPageSettings): SurveyPageTemplate {
  const styleHashes: string[] = [];
  const texts = TEXTS_BLOCK.exec(html);
  const firstPaintTexts = texts ? (JSON.parse(texts[1]) as SurveyPageTemplate['firstPaintTexts']) : {};
  const page = html
    .replace(TEXTS_BLOCK, '')
    .replace(STYLESHEET, (link, href: string) => {
      const file = path.join(distDir, href);
      if (!file.startsWith(path.join(distDir, 'assets')) || !existsSync(file)) return link;
      const css = readFileSync(file, 'utf8');
      styleHashes.push(`sha256-${createHash('sha256').update(css).digest('base64')}`);
      return `<style>${css}</style>`;
    })
    .replace('</head>', `${surveyPageConfig(settings)}</head>`);
  return { html: page, styleHashes, firstPaintTexts };
}

/**
 * The page for one link: the loading line and tab title in its language (painted before any script runs) and,
 * when the page's own origin answers the calls, the get-survey answer itself (the script needs no round trip for it).
 */
export function renderSurveyPage(template: SurveyPageTemplate, language: PublicSurveyLanguage, answer: GetSurveyResponse | null): string {
  const texts = template.firstPaintTexts[language] ?? template.firstPaintTexts.en;
  const loading = texts ? `<p class="loading" role="status"><span class="spinner" aria-hidden="true"></span>${escapeAttribute(texts.loading)}</p>` : '';
  const embedded = answer ? `<script type="application/json" id="fsp-survey-answer">${scriptJson(answer)}</script>` : '';
  const page = texts ? template.html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(texts.title)}</title>`) : template.html;
  return page
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAG[language]}"`)
    .replace('<!--survey-loading-->', loading)
    .replace('</main>', `</main>${embedded}`);
}

/** Whether tcssproxy / tcssproxy2 send the page's calls to another configured API (then it cannot embed its answer). */
export function callsAnotherApi(query: { tcssproxy?: string; tcssproxy2?: string }, settings: SurveyPageSettings): boolean {
  return [query.tcssproxy, query.tcssproxy2].some((name) => name !== undefined && Object.hasOwn(settings.apiBases, name));
}
