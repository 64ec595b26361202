import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { checkRouteBudgets, routePreloads, type RouteBudget, type RouteBundleFile } from './build/route-budget.ts';
import { entrySize, type BundleFile } from './build/entry-budget.ts';

/**
 * Size budgets of the web bundles, checked at build time (developers' guide): the build fails when a
 * chunk named here grows past its gzip budget, or when a library meant for one route only (ECharts and
 * its renderer zrender: usage statistics) ends up in a chunk the first page load needs, or when the
 * login or planning route needs more initial JavaScript than its budget.
 */
const GZIP_BUDGET_KB: Record<string, number> = {
  'statistics-charts': 220,
};
/**
 * The stylesheet every page of index.html loads before it paints: antd's static stylesheet (zeroRuntime,
 * docs/decisions/0030: almost all of it) and ours. A ratchet at today's size.
 */
const ENTRY_CSS_GZIP_KB = 105;
const ROUTE_ONLY_LIBRARIES = [/node_modules\/echarts\//, /node_modules\/zrender\//];
/**
 * The first screens people open: what each needs before it renders — the shell and the route's lazy
 * chunks (the planning grid's includes the signed-in frame) with everything they import statically.
 * Issue 19's target is 350 kB gzipped for both; these are ratchets at today's sizes (docs/performance.md
 * "Planning grid first load: 414 → 348 kB" says what the planning grid still loads first).
 */
const ROUTE_BUDGETS: RouteBudget[] = [
  // 325 -> 316 kB and 414 -> 349 kB (docs/performance.md "Planning grid first load: 414 → 348 kB"): antd App's
  // message, notification and modal code loads once idle (app/feedback-provider.tsx); the login page is a chunk of
  // its own (the login waits for it), which takes antd Form and rc-form out of the grid's first load with
  // build/form-provider.ts; the frame and the board draw antd Typography's, Breadcrumb's and Skeleton's classes
  // without their machinery, use Input and Avatar without their statics and antd's tokens without its `theme`
  // object, and fetch what shows only later on its own (the changes' count, Save all / Discard all, a block's
  // popover, alerts); antd's packages are marked free of side effects (vite.config.ts). 316 -> 313 and 349 -> 347 kB:
  // the login form's fields without Input's statics (antd-without-statics.ts), the side menu's icons one file
  // (vite.config.ts); both now count the early-requests script index.html loads first (PAGE_ENTRIES). 347 -> 348 kB:
  // the router asks for the session and the grid's first read before the frame renders (features/planning/initial-grid.ts).
  // 313 -> 314 kB: the early-requests script also sends a screen's remembered first read (lib/early-responses.ts).
  // 348 -> 349 kB: the utilisation bar's hours with az/ka separators where the browser lacks their data
  // (lib/locale-data.ts, decision 0033) and antd tokens for WCAG contrast (app/theme.ts). 314 -> 315 kB: the early
  // script opens the original client's fragment links (/#/pub/survey?c=…) by path. 315 -> 315.2 and 349 -> 349.5 kB: the
  // login form names the throttle's wait (Retry-After), the header's user and language menus work with the keyboard.
  // 315.2 -> 305.5 kB (304.4 at the change): the login page draws its titles, text and "or" divider with antd's
  // classes (components/typography.tsx, features/session/components/text-divider.tsx), without Typography's ellipsis,
  // copy and edit machinery (TextArea, Tooltip, their icons) and Divider's. 349.5 -> 350 kB (349.7 at the change, the
  // issue's own limit: no room left): any throttled call names Retry-After's wait in the reader's language
  // (lib/too-many-text.ts), a block deleted from the keyboard gives the focus to its row's next block
  // (features/planning/components/focus-after-removal.ts); moving the login start page out of the shell made it 352.7.
  { route: 'login', path: '/login', modules: ['src/pages/login-page.tsx'], maxJsGzipBytes: 305.5 * 1024 },
  { route: 'planning grid', path: '/dispatcher/planning/grid', modules: ['src/app/layout/app-layout.tsx', 'src/pages/dispatcher/planning-grid-page.tsx'], maxJsGzipBytes: 350 * 1024 },
];
/**
 * For each route's address, the scripts it needs beyond the entry's (those index.html preloads already): the
 * server adds them to the page as modulepreload links (apps/server src/web-app.ts), so they load with the entry
 * instead of after it has run.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** What index.html loads itself: the app's entry and, before it, the early requests (build/early-requests.ts). */
const PAGE_ENTRIES = ['index.html', 'src/early/early-requests.ts'];

export function bundleBudgets(): Plugin {
  return {
    name: 'fsp-bundle-budgets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);

      const problems: string[] = [];
      for (const chunk of chunks) {
        const budget = GZIP_BUDGET_KB[chunk.name];
        const kb = gzipSync(chunk.code).length / 1024;
        if (budget !== undefined && kb > budget) problems.push(`${chunk.fileName}: ${kb.toFixed(1)} kB gzip, budget ${budget} kB`);
        if (initial.has(chunk.fileName)) {
          const leaked = chunk.moduleIds.find((id) => ROUTE_ONLY_LIBRARIES.some((re) => re.test(id)));
          if (leaked) problems.push(`${chunk.fileName} is loaded on every page but contains ${leaked}: import it lazily`);
        }
      }
      const entryCssKb = entrySize(bundle as unknown as Record<string, BundleFile>, 'index.html').css / 1024;
      this.info(`index.html: ${entryCssKb.toFixed(1)} kB CSS gzipped on every page (budget ${ENTRY_CSS_GZIP_KB} kB)`);
      if (entryCssKb > ENTRY_CSS_GZIP_KB) problems.push(`index.html: ${entryCssKb.toFixed(1)} kB CSS gzip, budget ${ENTRY_CSS_GZIP_KB} kB`);
      const routeBundle = bundle as unknown as Record<string, RouteBundleFile>;
      const routes = checkRouteBudgets(routeBundle, PAGE_ENTRIES, ROUTE_BUDGETS);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routePreloads(routeBundle, PAGE_ENTRIES, ROUTE_BUDGETS)) });
      for (const line of routes.summary) this.info(line);
      problems.push(...routes.problems);
      for (const name of Object.keys(GZIP_BUDGET_KB)) if (!chunks.some((c) => c.name === name)) problems.push(`no chunk named ${name}: update bundle-budgets.ts`);
      if (problems.length) this.error(`Bundle budget exceeded:\n${problems.join('\n')}`);
    },
  };
}
