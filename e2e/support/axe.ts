/** Accessibility checks with axe-core: WCAG 2.0/2.1 A and AA. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

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
 * animations (AOS) run, then waits for running animations and transitions to
 * end: what the user finally sees is what gets checked (and photographed).
 */
export async function settle(page: Page) {
  await waitForQuietNetwork(page);
  // A string, not a function: tsx (screenshots) would wrap a function's inner
  // helpers in its own `__name`, which does not exist in the page.
  await page.evaluate(SETTLE_SCRIPT);
}

const SETTLE_SCRIPT = `(async () => {
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  // Instant jumps (the site may scroll smoothly), each held longer than AOS's
  // 99 ms scroll throttle so every section gets its turn in view.
  const jump = (top) => window.scrollTo({ top, left: 0, behavior: 'instant' });
  const step = Math.max(200, Math.floor(window.innerHeight * 0.6));
  for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
    jump(y);
    await pause(120);
  }
  jump(document.documentElement.scrollHeight);
  await pause(150);
  jump(0);
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
})()`;

/** Fails with a readable list when axe finds any WCAG A/AA violation. */
export async function expectNoAxeViolations(page: Page, where = page.url()) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} [${violation.impact}] ${violation.help}: ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(violations, `axe violations on ${where}`).toEqual([]);
}
