import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server runs beside Vite; in production the server serves dist/ itself,
// so the browser always talks to one origin and no CORS setup is needed.
const apiTarget = process.env.FSP_API_URL ?? 'http://localhost:8080';
const proxied = ['/api', '/auth', '/oauth', '/pub/v2', '/pub/submit-survey', '/health'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // antd alone is ~1 MB before gzip; the warning is noise until pages are split per route.
    chunkSizeWarningLimit: 2500,
  },
});
