import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** In development the API runs on API_PORT and Vite proxies the API paths to it. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
// The API's areas (the API's own list is API_PREFIXES in apps/api/src/lib/http-errors.ts).
const apiPaths = [
  '/api',
  '/users/api',
  '/pets/api',
  '/shelters/api',
  '/newsletter/api',
  '/contact/api',
  '/adoptions/api',
  '/chat/api',
  '/media',
  '/healthz',
  '/readyz',
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 3000,
    proxy: Object.fromEntries(
      apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs (React, the router, the data cache,
          // the layouts) in one entry file: one request instead of eight.
          groups: [{ name: 'app', tags: ['$initial'] }],
          // Modules shared by a few routes would otherwise each be a tiny file
          // (an icon, a container): every request costs its headers and a
          // round trip, so small shared pieces are copied into each route's file.
          // Module state lives in the entry (session, API client, dialogs).
          experimentalInlineCommonChunks: { maxSize: 6000 },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
  },
});
