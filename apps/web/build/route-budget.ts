import { gzipSync } from 'node:zlib';
import type { BundleFile } from './entry-budget';

export interface RouteBudget {
  /** Shown in the build's output and error. */
  route: string;
  /** The modules the route renders (its layout and page), relative to the web app (e.g. src/pages/login-page.tsx). */
  modules: string[];
  maxJsGzipBytes: number;
}

export type RouteBundleFile = BundleFile & { moduleIds?: string[] };

const normalize = (id: string) => id.replaceAll('\\', '/');

/**
 * The gzipped JavaScript a route needs before it renders: the app's entry and its static imports, plus
 * the chunks holding the route's modules (their lazy chunks, or the entry itself for eager ones) and
 * those chunks' static imports. Throws when the entry or a module is not in the bundle, so a renamed
 * page cannot pass unchecked.
 */
export function routeInitialJs(bundle: Record<string, RouteBundleFile>, entry: string, modules: readonly string[]): { js: number; files: string[] } {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
  const start = chunks.find((f) => f.isEntry && normalize(f.facadeModuleId ?? '').endsWith(`/${entry}`));
  if (!start) throw new Error(`Entry ${entry} is not in the bundle`);
  const lazyChunks = modules.map((module) => {
    const chunk = chunks.find((f) => f.moduleIds?.some((id) => normalize(id).endsWith(`/${module}`)));
    if (!chunk) throw new Error(`Module ${module} is not in the bundle`);
    return chunk;
  });
  const seen = new Set<string>();
  const visit = (file: RouteBundleFile) => {
    if (seen.has(file.fileName)) return;
    seen.add(file.fileName);
    for (const name of file.imports ?? []) visit(bundle[name]);
  };
  visit(start);
  lazyChunks.forEach(visit);
  const js = [...seen].reduce((sum, name) => sum + gzipSync(bundle[name].code ?? '', { level: 9 }).length, 0);
  return { js, files: [...seen] };
}

/** One line per route over its budget (none when all fit), plus a summary line per route for the build log. */
export function checkRouteBudgets(bundle: Record<string, RouteBundleFile>, entry: string, budgets: readonly RouteBudget[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const summary: string[] = [];
  const problems: string[] = [];
  for (const budget of budgets) {
    const size = routeInitialJs(bundle, entry, budget.modules);
    summary.push(`${budget.route}: ${kb(size.js)} initial JS gzipped (budget ${kb(budget.maxJsGzipBytes)})`);
    if (size.js > budget.maxJsGzipBytes) {
      problems.push(`${budget.route} route: ${kb(size.js)} initial JS gzipped, budget ${kb(budget.maxJsGzipBytes)} (${size.files.join(', ')})`);
    }
  }
  return { summary, problems };
}
