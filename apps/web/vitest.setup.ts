/**
 * Web test setup: jest-dom matchers, MSW that fails on unmocked requests,
 * console.error fails, and every test starts from a clean page. The test files
 * share one window (`isolate: false` in vite.config.ts): what a test leaves on
 * it (the document, storage, timers, the modules' own state) is undone here.
 */
// First: react-hot-toast writes styles as it loads (see jsdom-gaps.ts).
import './src/testing/jsdom-gaps';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, renderHook } from '@testing-library/react';
import toast, { useToaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { sessionStore } from './src/lib/session-store';
import { forgetModalDialogs } from './src/testing/dialog-stand-in';
import { server } from './src/testing/server';

// findBy*/waitFor wait up to 5 s (1 s by default): rendering long lists in jsdom
// on a busy CI machine can take longer than a second, and waiting costs nothing
// when the page is quick.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetToasts();
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // The session as a page loaded now would read it: signed out.
  sessionStore.reload();
  forgetModalDialogs();
  resetDocument();
  vi.useRealTimers();
});
afterAll(() => server.close());

/**
 * react-hot-toast keeps its toasts, and whether they are paused, in module
 * state. A pointer that entered the toasts (a click on a toast's Deshacer)
 * pauses them until it leaves, which an unmounted page never does: every later
 * toast would then stay for good and show twice what a test looks for once.
 * Before cleanup(), which then removes the container renderHook adds.
 */
function resetToasts() {
  const { result } = renderHook(() => useToaster());
  act(() => {
    result.current.handlers.endPause();
    toast.remove();
  });
}

/**
 * What pages leave on the document outside React's containers: the title, and
 * attributes on <html> and <body>.
 * A fresh page has none of them.
 */
function resetDocument() {
  document.head.querySelector('title')?.remove();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
}

const originalError = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error during a test: ${args.map(String).join(' ')}`);
  });
});
