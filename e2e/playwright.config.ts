/**
 * End-to-end journeys against the production build on a fresh database,
 * driven by Debian's Chromium. See global-setup.ts for the server.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry on CI so a slow machine does not fail the build; the report
  // still lists such tests as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Failures keep a trace and a screenshot in test-results/ (npx playwright show-trace …).
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    // Set by the global setup before workers start; workers read it here.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
