/** Accessibility checks with axe-core: WCAG 2.0/2.1 A and AA. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scrolls through the page so scroll animations (AOS) run, then waits for
 * running animations and transitions to end: what the user finally sees is
 * what gets checked (and photographed).
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.6));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await pause(60);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause(100);
    window.scrollTo(0, 0);
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const running = document.getAnimations().filter((animation) => {
        // Infinite loops (spinners, pulses) never finish; do not wait for them.
        const timing = animation.effect?.getTiming();
        return animation.playState === 'running' && timing?.iterations !== Infinity;
      });
      if (running.length === 0) break;
      await pause(100);
    }
  });
}

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
