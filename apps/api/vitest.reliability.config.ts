import { defineConfig } from 'vitest/config';

// `npm run test:reliability` (API part): bad input, authorisation, hostile
// uploads, load, faults and two processes. Files run one after another: a load
// or a database restart must not share the machine with another suite.
export default defineConfig({
  test: {
    include: ['reliability/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
