import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkRouteBudgets, routeInitialJs, routePreloads, type RouteBundleFile } from './route-budget';

const chunk = (fileName: string, bytes: number, extra: Partial<RouteBundleFile> = {}): RouteBundleFile => ({
  type: 'chunk',
  fileName,
  // Base64 of random bytes: gzip saves only about a quarter of it, so sizes stay predictable.
  code: randomBytes(bytes).toString('base64').slice(0, bytes),
  imports: [],
  moduleIds: [],
  ...extra,
});

/** An app shell with a lazy login page and a lazy planning page sharing a vendor chunk, plus one unrelated screen. */
function bundle(planningBytes: number) {
  return {
    'main.js': chunk('main.js', 40_000, { isEntry: true, facadeModuleId: '/app/index.html', imports: ['vendor.js'], moduleIds: ['/app/src/main.tsx'] }),
    'vendor.js': chunk('vendor.js', 20_000, { moduleIds: ['/app/node_modules/antd/es/index.js'] }),
    'login.js': chunk('login.js', 5_000, { moduleIds: ['/app/src/pages/login-page.tsx'], imports: ['vendor.js'] }),
    'planning.js': chunk('planning.js', planningBytes, { moduleIds: ['/app/src/pages/dispatcher/planning-grid-page.tsx'], imports: ['table.js'] }),
    'table.js': chunk('table.js', 10_000, { moduleIds: ['/app/node_modules/antd/es/table/index.js'] }),
    'statistics.js': chunk('statistics.js', 200_000, { moduleIds: ['/app/src/pages/admin/statistics-page.tsx'] }),
    'survey.js': chunk('survey.js', 100_000, { isEntry: true, facadeModuleId: '/app/survey.html' }),
    'early.js': chunk('early.js', 1_000, { isEntry: true, facadeModuleId: '/app/src/early/early-requests.ts' }),
  };
}

const budgets = [
  { route: 'login', path: '/login', modules: ['src/pages/login-page.tsx'], maxJsGzipBytes: 70_000 },
  { route: 'planning grid', path: '/dispatcher/planning/grid', modules: ['src/pages/dispatcher/planning-grid-page.tsx'], maxJsGzipBytes: 80_000 },
];

describe('route budget', () => {
  it("counts the shell, the route's lazy chunk and their static imports once, nothing of other screens or entries", () => {
    const size = routeInitialJs(bundle(10_000), ['index.html'], ['src/pages/dispatcher/planning-grid-page.tsx']);
    expect(size.files.sort()).toEqual(['main.js', 'planning.js', 'table.js', 'vendor.js']);
    // About 80 kB of base64 noise, gzipped to roughly three quarters.
    expect(size.js).toBeGreaterThan(55_000);
    expect(size.js).toBeLessThan(80_000);
  });

  it('fails a route that grows past its budget and passes one below it', () => {
    const small = checkRouteBudgets(bundle(10_000), ['index.html'], budgets);
    expect(small.problems).toEqual([]);
    expect(small.summary).toHaveLength(2);
    const grown = checkRouteBudgets(bundle(60_000), ['index.html'], budgets);
    expect(grown.problems).toHaveLength(1);
    expect(grown.problems[0]).toMatch(/^planning grid route: .* initial JS gzipped, budget 78\.1 kB \(main\.js, vendor\.js, planning\.js, table\.js\)$/);
  });

  it('counts the scripts the page loads beside the app (the early requests) for every route', () => {
    const size = routeInitialJs(bundle(10_000), ['index.html', 'src/early/early-requests.ts'], ['src/pages/login-page.tsx']);
    expect(size.files.sort()).toEqual(['early.js', 'login.js', 'main.js', 'vendor.js']);
  });

  it("lists per address the scripts a route needs beyond the entries', for the page to preload", () => {
    const preloads = routePreloads(bundle(10_000), ['index.html', 'src/early/early-requests.ts'], budgets);
    expect(preloads).toEqual({ '/login': ['login.js'], '/dispatcher/planning/grid': ['planning.js', 'table.js'] });
  });

  it('throws when the entry or a page is missing, so a renamed page cannot pass unchecked', () => {
    expect(() => routeInitialJs(bundle(10), ['index.html', 'renamed.html'], [])).toThrow(/Entry renamed\.html is not in the bundle/);
    expect(() => routeInitialJs(bundle(10), ['index.html'], ['src/pages/renamed-page.tsx'])).toThrow(/renamed-page\.tsx is not in the bundle/);
  });
});
