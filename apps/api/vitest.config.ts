import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files of a worker share its process and its loaded modules (Fastify,
    // Drizzle, PGlite's WebAssembly, sharp, the AWS SDK): started and imported
    // once instead of once per file, that was about half of the suite's time.
    // Each file still gets its own database and app (test/helper.ts); no file
    // mocks a module, and spies, stubbed globals and environment variables are
    // put back after each test so that none reaches the next file.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // A test that checks nothing fails instead of passing.
    expect: { requireAssertions: true },
  },
});
