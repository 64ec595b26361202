import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import { MESSAGES } from './plugins/errors';
import { refusalWords, requestLanguage } from './plugins/refusal-language';

/** Vite writes every hashed file (scripts, styles, images) below assets/: a new build gives new names. */
const HASHED_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

/** An HTML page held in memory with its brotli and gzip forms, compressed once at start-up. */
export interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compressPage(html: string): CompressedPage {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
}

/** brotli when the client accepts it, else gzip, else none (q=0 refuses a coding; `*` stands for any other). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptedEncodings(acceptEncoding)[0] ?? null;
}

/** The codings the client accepts, brotli first. */
function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isNaN(value) ? 0 : value);
  }
  const accepts = (coding: Encoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

/** The best of `forms` the client accepts and the server has (brotli, gzip, else plain); caches must keep one copy per Accept-Encoding. */
function sendBestForm(request: FastifyRequest, reply: FastifyReply, forms: { identity: Buffer; br: Buffer | null; gzip: Buffer | null }, type: string) {
  const encoding = acceptedEncodings(request.headers['accept-encoding']).find((coding) => forms[coding] !== null);
  reply.header('vary', 'accept-encoding').type(type);
  if (!encoding) return reply.send(forms.identity);
  return reply.header('content-encoding', encoding).send(forms[encoding]);
}

/** Sends a page in the best form the client accepts. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CompressedPage) {
  return sendBestForm(request, reply, page, 'text/html; charset=utf-8');
}

/** A hashed script or stylesheet held in memory with the build's .br/.gz forms, read once at start-up. */
interface MemoryAsset {
  type: string;
  etag: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const MEMORY_TYPES: Record<string, string> = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * The build's hashed scripts and stylesheets (a few megabytes with their compressed forms). A first load asks for
 * ~75 of them at once; streamed from disk by the static plugin each cost ~0.3 ms of the event loop, and the
 * session's and the grid's reads waited behind them (issue 19: the planning grid's first rows).
 */
function scriptsAndStyles(root: string): Map<string, MemoryAsset> {
  const dir = path.join(root, HASHED_DIR);
  const assets = new Map<string, MemoryAsset>();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    const type = MEMORY_TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(dir, name);
    const form = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
    // The name holds the content's hash: it is the content's version.
    assets.set(name, { type, etag: `"${name}"`, identity: readFileSync(file), br: form('.br'), gzip: form('.gz') });
  }
  return assets;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: MemoryAsset) {
  reply.header('cache-control', IMMUTABLE).header('etag', asset.etag);
  if (request.headers['if-none-match'] === asset.etag) return reply.header('vary', 'accept-encoding').code(304).send();
  return sendBestForm(request, reply, asset, asset.type);
}

/** Sends a page rendered for this request, compressed for it alone (a fast level: it is a few kilobytes). */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (!encoding) return reply.send(html);
  const body = Buffer.from(html);
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 }));
}

/**
 * Written by the web build (apps/web bundle-budgets.ts): for a route's address, the scripts its first screen needs
 * beyond the entry's. Its page lists them as modulepreload links, so they load with the entry rather than after
 * the entry has run and asked for them (issue 19: the planning grid's first rows).
 */
const ROUTE_PRELOADS = 'route-preloads.json';
const PRELOADED_FILE = /^assets\/[\w.-]+\.js$/;

/** The page with a modulepreload link for each of `files` at the end of its head. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files.filter((file) => PRELOADED_FILE.test(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return links.length ? html.replace('</head>', `${links.join('')}</head>`) : html;
}

/** index.html for each address the build names in route-preloads.json, with that route's scripts preloaded. */
function routePages(root: string, html: string): Map<string, CompressedPage> {
  const file = path.join(root, ROUTE_PRELOADS);
  if (!existsSync(file)) return new Map();
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(Object.entries(routes).map(([pathname, files]) => [pathname, compressPage(withModulePreloads(html, files))]));
}

/**
 * Serves the built web app (docs/decisions/0020-shipping-the-web-app.md): hashed assets immutable for a
 * year, HTML revalidated on every load, the build's .br/.gz files chosen by Accept-Encoding, source maps
 * only with SERVE_SOURCE_MAPS. Every other non-API GET or HEAD answers with index.html so client routes load.
 */
export function registerWebApp(app: FastifyInstance, config: Config, apiPrefixes: readonly string[]) {
  const root = config.WEB_DIST_DIR;
  const indexPath = path.join(root, 'index.html');
  const html = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const index = html === null ? null : compressPage(html);
  const routes = html === null ? new Map<string, CompressedPage>() : routePages(root, html);
  if (index !== null) {
    const assets = scriptsAndStyles(root);
    app.register(async (scope) => {
      // The web app's files are public and not part of the API document: mark every route added here.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), public: true };
        route.schema = { ...(route.schema ?? {}), hide: true };
      });
      scope.get<{ Params: { file: string } }>(`/${HASHED_DIR}/:file`, (request, reply) => {
        const asset = assets.get(request.params.file);
        return asset ? sendAsset(request, reply, asset) : reply.callNotFound();
      });
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        // Compressed forms are found through preCompressed, not served under their own names.
        // The hashed scripts and styles are served from memory (above).
        globIgnore: ['**/*.br', '**/*.gz', `${HASHED_DIR}/*.{js,css}`, ROUTE_PRELOADS, ...(config.SERVE_SOURCE_MAPS ? [] : ['**/*.map'])],
        setHeaders(res, filePath) {
          const hashed = path.relative(root, filePath).split(path.sep)[0] === HASHED_DIR;
          res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = apiPrefixes.some((p) => request.url.startsWith(p));
    // A missing script or map is a 404, not the app's HTML (a stale tab's old chunk must fail visibly).
    const isFile = pathname.startsWith(`/${HASHED_DIR}/`) || pathname.endsWith('.map');
    // HEAD as GET (uptime monitors and link checkers ask with it); Node sends no body for a HEAD request.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isApi && !isFile && index !== null) {
      reply.header('cache-control', 'no-cache');
      return sendPage(request, reply, routes.get(pathname) ?? index);
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: refusalWords(requestLanguage(request))?.notFound ?? MESSAGES.notFound });
  });
}
