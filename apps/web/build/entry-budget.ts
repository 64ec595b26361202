import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The parts of a Rollup output file the budget reads. */
export interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export interface EntryBudget {
  /** The entry as Vite builds it, e.g. survey.html (a page entry is its HTML file). */
  entry: string;
  /** Gzipped JavaScript the entry loads before it runs (the entry and its static imports). */
  maxJsGzipBytes: number;
  maxCssGzipBytes: number;
}

const gzipped = (content: string | Uint8Array) => gzipSync(typeof content === 'string' ? Buffer.from(content) : content, { level: 9 }).length;

/** The gzipped JavaScript and CSS an entry loads up front; throws when the entry is not in the bundle. */
export function entrySize(bundle: Record<string, BundleFile>, entry: string): { js: number; css: number; files: string[] } {
  const start = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry && f.facadeModuleId?.replaceAll('\\', '/').endsWith(entry));
  if (!start) throw new Error(`Entry ${entry} is not in the bundle`);
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (file: BundleFile) => {
    if (seen.has(file.fileName)) return;
    seen.add(file.fileName);
    file.viteMetadata?.importedCss.forEach((c) => css.add(c));
    for (const name of file.imports ?? []) visit(bundle[name]);
  };
  visit(start);
  const js = [...seen].reduce((sum, name) => sum + gzipped(bundle[name].code ?? ''), 0);
  const cssBytes = [...css].reduce((sum, name) => sum + gzipped(bundle[name]?.source ?? ''), 0);
  return { js, css: cssBytes, files: [...seen, ...css] };
}

/** Fails the build when an entry outgrows its budget (GUIDE: size budgets are checked at build time). */
export function entryBudget(budget: EntryBudget): Plugin {
  return {
    name: 'entry-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const size = entrySize(bundle as unknown as Record<string, BundleFile>, budget.entry);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      this.info(`${budget.entry}: ${kb(size.js)} JS + ${kb(size.css)} CSS gzipped (budget ${kb(budget.maxJsGzipBytes)} + ${kb(budget.maxCssGzipBytes)})`);
      if (size.js > budget.maxJsGzipBytes || size.css > budget.maxCssGzipBytes) {
        this.error(`${budget.entry} is over its size budget: ${kb(size.js)} JS (max ${kb(budget.maxJsGzipBytes)}), ${kb(size.css)} CSS (max ${kb(budget.maxCssGzipBytes)}) in ${size.files.join(', ')}`);
      }
    },
  };
}
