import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { EARLY_REQUESTS_INPUT, earlyRequests } from './build/early-requests.ts';
import { entryBudget } from './build/entry-budget.ts';
import { formProviderOnly } from './build/form-provider.ts';
import { precompress } from './build/precompress.ts';
import { surveyFirstPaintTexts } from './build/survey-loading.ts';
import { tabAnnouncementInReadersLanguage } from './build/tab-announcement.ts';
import { bundleBudgets } from './bundle-budgets.ts';

// In development the API server runs beside Vite; in production the server serves dist/ itself,
// so the browser always talks to one origin and no CORS setup is needed.
const apiTarget = process.env.FSP_API_URL ?? 'http://localhost:8080';
const proxied = ['/api', '/auth', '/oauth', '/pub/v2', '/pub/submit-survey', '/health'];

/** In development /pub/survey opens the survey's own page, as the server does in production. */
const surveyPageInDev: Plugin = {
  name: 'survey-page-in-dev',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/pub/survey')) req.url = req.url.replace('/pub/survey', '/survey.html');
      next();
    });
  },
};

export default defineConfig({
  plugins: [
    react(),
    formProviderOnly(),
    tabAnnouncementInReadersLanguage(),
    surveyPageInDev,
    earlyRequests(),
    surveyFirstPaintTexts(),
    // The customers' survey page is its own entry: phones on slow networks (issue 16: at most 60 kB; ours is far tighter).
    entryBudget({ entry: 'survey.html', maxJsGzipBytes: 12 * 1024, maxCssGzipBytes: 4 * 1024 }),
    precompress(),
    bundleBudgets(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    // Maps are written for error decoding but not referenced from the scripts; the server refuses
    // them unless SERVE_SOURCE_MAPS is set (issue 19: no public source maps in production).
    sourcemap: 'hidden',
    // The real limits are the gzip budgets in bundle-budgets.ts; Rollup's raw-size warning only adds noise.
    chunkSizeWarningLimit: 2500,
    rollupOptions: {
      input: { main: 'index.html', survey: 'survey.html', [EARLY_REQUESTS_INPUT]: 'src/early/early-requests.ts' },
      // antd's rc-components and @ant-design packages are plain ES modules that change nothing when loaded, but do
      // not say so in their package.json: without this, a module nothing uses stays because it was imported
      // (rc-color-picker's panels through Button, cssinjs's linters, rc-progress), in the first loads too.
      output: {
        codeSplitting: {
          groups: [
            // The side menu's icons (app/layout/menu-icons.tsx) as one file: every signed-in screen loads all of them
            // with the frame, and one file costs less (gzip, requests) than fifteen. Their shared icon component stays
            // in the shell (dependencies not pulled in: the icons are plain modules, their order does not matter).
            {
              name: 'menu-icons',
              test: /[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](BarChart|Bell|Bulb|Calendar|Car|Control|Experiment|FieldTime|FileSearch|FileText|History|SafetyCertificate|Schedule|Team|Tool)Outlined\.js$/,
              includeDependenciesRecursively: false,
            },
            // Icons the planning board shows at once and the login page never does, as one file: three files of half a
            // kilobyte each cost the board's first load their gzip overhead (its budget is full).
            {
              name: 'board-icons',
              test: /[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](Plus|Filter|Apartment)Outlined\.js$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: { moduleSideEffects: (id) => (/[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/].*\.js$/.test(id) ? false : undefined) },
    },
  },
});
