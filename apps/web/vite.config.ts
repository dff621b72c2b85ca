import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes `.br` and `.gz` beside every text file of the build, at the highest
 * levels, so that the server sends them as they are (@fastify/static
 * `preCompressed`) whichever command built the app: compressing on the fly
 * uses fast, weaker settings (brotli quality 4 sends about a sixth more).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'huella-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|txt|xml|webmanifest)$/.test(entry.name))
          continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

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
  '/blog/api',
  '/blog/rss.xml',
  '/blog/atom.xml',
  '/media',
  '/healthz',
  '/readyz',
];

/**
 * React Router publishes its production build (no development warnings or
 * checks) beside the development one but only exports the latter: the app's
 * build uses it, tests keep the warnings.
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
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
          // Modules shared by a few routes would otherwise each be a small file
          // (an icon, a card, a route's messages): every request costs its
          // headers (about 1 KB with the security headers) and a round trip,
          // and brotli packs one file better than several, so shared pieces up
          // to 15 KB are copied into each route's file (the animal page: 5
          // files instead of 9). Module state lives in the entry (session, API
          // client, dialogs); no copied module keeps any.
          experimentalInlineCommonChunks: { maxSize: 15000 },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // The files of a worker share its window and its loaded modules instead of
    // each building jsdom and importing the app again, which was about half of
    // the suite's time. vitest.setup.ts puts the page back after each test
    // (storage, session, toasts, the document's title and attributes, timers);
    // vitest restores spies after each file, and stubbed globals and
    // environment variables are put back after each test.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    css: false,
    // Screens typed into key by key take 2–4 s alone; CI runs this suite beside
    // the API's on two cores, which doubles that: vitest's 5 s would cut them.
    testTimeout: 15_000,
    // A test that checks nothing cannot fail: every test must make an assertion.
    expect: { requireAssertions: true },
  },
}));
