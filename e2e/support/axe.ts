/** Accessibility checks with axe-core: WCAG 2.0/2.1 A and AA. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type Request } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { VIEWPORTS } from './pages';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The live chat stream stays open as long as the session: it never counts as pending. */
const LIVE_STREAM = /\/chat\/api\/stream\/?$/;

/**
 * Requests still open, per page, followed through Playwright's request events
 * from the page's first settle on. (page.requests() cannot tell: its timing is
 * -1 for most finished requests, and a request of the previous document never
 * finishes, so every signed-in settle used to wait its full 15 s.) Signed in,
 * requests already under way at a page's first settle are covered by waiting
 * for 'load' and by the tests' own waits for content.
 */
const openRequests = new WeakMap<Page, Set<Request>>();

function followRequests(page: Page): Set<Request> {
  let open = openRequests.get(page);
  if (!open) {
    const set = new Set<Request>();
    page.on('request', (request) => {
      if (!LIVE_STREAM.test(new URL(request.url()).pathname)) set.add(request);
    });
    page.on('requestfinished', (request) => set.delete(request));
    page.on('requestfailed', (request) => set.delete(request));
    openRequests.set(page, set);
    open = set;
  }
  return open;
}

/**
 * Playwright's 'networkidle' with the live stream left out (a signed-in page
 * always has it open): no request pending for 500 ms, within 15 s.
 */
async function waitForQuietNetwork(page: Page) {
  const open = followRequests(page);
  await page.waitForLoadState('load');
  // Signed out there is no stream: Playwright's own wait sees every request.
  if (!(await page.evaluate(() => Boolean(localStorage.getItem('accessToken'))))) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Waits for the network to be quiet, scrolls through the page so scroll
 * animations (lib/scroll-reveal.ts) run, then waits for running animations and transitions to
 * end: what the user finally sees is what gets checked (and photographed).
 * With `scroll: 'animations'` it scrolls only while an animated element has not
 * run yet (they run once, so a page already scrolled through is not scrolled
 * again); the screenshots scroll always, which also loads lazy images.
 */
export async function settle(page: Page, { scroll = 'always' }: SettleOptions = {}) {
  await waitForQuietNetwork(page);
  // A string, not a function: tsx (screenshots) would wrap a function's inner
  // helpers in its own `__name`, which does not exist in the page.
  await page.evaluate(`(${SETTLE_SCRIPT})(${JSON.stringify(scroll === 'always')})`);
}

export interface SettleOptions {
  scroll?: 'always' | 'animations';
}

const SETTLE_SCRIPT = `async (always) => {
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  // Instant jumps (the site may scroll smoothly), each held long enough for the
  // browser's IntersectionObserver to see every section in view.
  const jump = (top) => window.scrollTo({ top, left: 0, behavior: 'instant' });
  const step = Math.max(200, Math.floor(window.innerHeight * 0.6));
  if (always || document.querySelector('[data-reveal]:not([data-revealed])')) {
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      jump(y);
      await pause(120);
    }
    jump(document.documentElement.scrollHeight);
    await pause(150);
    jump(0);
  }
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    // Infinite loops (spinners, pulses) never finish; do not wait for them.
    const running = document.getAnimations().filter((animation) => {
      const timing = animation.effect && animation.effect.getTiming();
      return animation.playState === 'running' && (!timing || timing.iterations !== Infinity);
    });
    if (running.length === 0) break;
    await pause(100);
  }
}`;

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core run in the page itself, with only violations reported in detail.
 * The script is added once per document (a client-side navigation keeps it),
 * and nothing else is opened: @axe-core/playwright's builder injects it again
 * for every check and finishes each run in a new blank page, which cost most
 * of the suite's time. The app has no iframes, so one document is the page.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({ options, toastStill }) => {
      // A toast fades in when it appears and out when its time is up, which
      // may start during the check: half-transparent text is not what a
      // reader is left with, and axe would measure its contrast mid-fade.
      // For the length of the check, toasts jump to the end of their fades
      // (fully shown, or gone).
      const still = document.createElement('style');
      still.textContent = toastStill;
      document.head.append(still);
      try {
        return await (
          window as unknown as {
            axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
          }
        ).axe.run(document, options);
      } finally {
        still.remove();
      }
    },
    { options, toastStill: TOAST_STILL },
  );
}

/** react-hot-toast's container, its toasts and their icons: no fade while axe looks. */
const TOAST_STILL =
  '[data-rht-toaster] * { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; }';

/** Fails with a readable list when axe finds any WCAG A/AA violation. */
export async function expectNoAxeViolations(page: Page, where = page.url()) {
  await settle(page, { scroll: 'animations' });
  const results = await runAxe(page);
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} [${violation.impact}] ${violation.help}: ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(violations, `axe violations on ${where}`).toEqual([]);
}

/**
 * The same check at 1280 px and at 375 px, the page resized in place (the
 * app's layout follows the width through CSS and matchMedia, as when a phone
 * loads it), then back to the width it had: one walk through a journey
 * checks both widths.
 */
export async function expectNoAxeViolationsAtEveryWidth(page: Page, where = page.url()) {
  const original = page.viewportSize();
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${where} at ${viewport.width} px`);
  }
  if (original) await page.setViewportSize(original);
}
