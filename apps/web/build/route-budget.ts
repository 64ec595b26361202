import { gzipSync } from 'node:zlib';
import type { BundleFile } from './entry-budget';

export interface RouteBudget {
  /** Shown in the build's output and error. */
  route: string;
  /** The modules the route renders (its layout and page), relative to the web app (e.g. src/pages/login-page.tsx). */
  modules: string[];
  maxJsGzipBytes: number;
  /** The route's address: its page preloads these scripts (routePreloads). */
  path: string;
}

export type RouteBundleFile = BundleFile & { moduleIds?: string[] };

const normalize = (id: string) => id.replaceAll('\\', '/');

/**
 * The gzipped JavaScript a route needs before it renders: the page's entries (the app's, and the scripts its
 * HTML loads beside it) and their static imports, plus the chunks holding the route's modules (their lazy
 * chunks, or the entry itself for eager ones) and those chunks' static imports. Throws when an entry or a module
 * is not in the bundle, so a renamed page cannot pass unchecked.
 */
export function routeInitialJs(bundle: Record<string, RouteBundleFile>, entries: readonly string[], modules: readonly string[]): { js: number; files: string[] } {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
  const starts = entries.map((entry) => {
    const start = chunks.find((f) => f.isEntry && normalize(f.facadeModuleId ?? '').endsWith(`/${entry}`));
    if (!start) throw new Error(`Entry ${entry} is not in the bundle`);
    return start;
  });
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
  starts.forEach(visit);
  lazyChunks.forEach(visit);
  const js = [...seen].reduce((sum, name) => sum + gzipSync(bundle[name].code ?? '', { level: 9 }).length, 0);
  return { js, files: [...seen] };
}

/** One line per route over its budget (none when all fit), plus a summary line per route for the build log. */
export function checkRouteBudgets(bundle: Record<string, RouteBundleFile>, entries: readonly string[], budgets: readonly RouteBudget[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const summary: string[] = [];
  const problems: string[] = [];
  for (const budget of budgets) {
    const size = routeInitialJs(bundle, entries, budget.modules);
    summary.push(`${budget.route}: ${kb(size.js)} initial JS gzipped (budget ${kb(budget.maxJsGzipBytes)})`);
    if (size.js > budget.maxJsGzipBytes) {
      problems.push(`${budget.route} route: ${kb(size.js)} initial JS gzipped, budget ${kb(budget.maxJsGzipBytes)} (${size.files.join(', ')})`);
    }
  }
  return { summary, problems };
}

/** Per route address, the scripts its first render needs that the entry does not load itself, in load order. */
export function routePreloads(bundle: Record<string, RouteBundleFile>, entries: readonly string[], budgets: readonly RouteBudget[]): Record<string, string[]> {
  const entryFiles = new Set(routeInitialJs(bundle, entries, []).files);
  return Object.fromEntries(budgets.map((budget) => [budget.path, routeInitialJs(bundle, entries, budget.modules).files.filter((file) => !entryFiles.has(file))]));
}
