/** Web test setup: jest-dom matchers, MSW that fails on unmocked requests, console.error fails. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './src/testing/server';

// findBy*/waitFor wait up to 5 s (1 s by default): rendering long lists in jsdom
// on a busy CI machine can take longer than a second, and waiting costs nothing
// when the page is quick.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const originalError = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error during a test: ${args.map(String).join(' ')}`);
  });
});
