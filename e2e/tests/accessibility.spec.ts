/**
 * axe (WCAG 2.0/2.1 A and AA) on every page at 1280 px and 375 px, with the
 * mobile menu open too, and on every dashboard section signed in.
 */
import { expect, test, type Page } from '@playwright/test';
import { accountMessages, siteMessages } from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { DASHBOARD_SECTIONS, PUBLIC_PAGES, VIEWPORTS } from '../support/pages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn } from '../support/session';

/** The page has rendered its content (not a loading state): one visible h1. */
async function expectRendered(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { name, path } of PUBLIC_PAGES) {
      test(`${name} (${path}) has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expectRendered(page);
        await expectNoAxeViolations(page, `${path} at ${viewport.width} px`);

        const hamburger = page
          .getByRole('banner')
          .getByRole('button', { name: siteMessages.nav.openMenu });
        if (viewportName === 'mobile' && (await hamburger.count()) > 0) {
          await hamburger.click();
          await expect(
            page.getByRole('banner').getByRole('navigation', { name: siteMessages.nav.main }),
          ).toBeVisible();
          await expectNoAxeViolations(page, `${path} at ${viewport.width} px, menu open`);
        }
      });
    }

    test('every dashboard section has no axe violations', async ({ page }) => {
      // The shelter administrator sees every section, Refugios included.
      await signIn(page, DEMO_ACCOUNTS.shelterAdmin, DEMO_PASSWORD);
      await expect(
        page.getByRole('heading', { level: 1, name: accountMessages.title }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard at ${viewport.width} px`);

      for (const section of DASHBOARD_SECTIONS) {
        await openDashboardSection(page, section);
        await expectNoAxeViolations(page, `/dashboard → ${section} at ${viewport.width} px`);
      }
    });
  });
}

async function openDashboardSection(page: Page, section: string) {
  const menu = page.getByRole('navigation', { name: accountMessages.menuLabel });
  // Below 768 px the menu folds behind a "Menú" button (spec §2).
  const toggle = menu.getByRole('button', { name: new RegExp(`^${accountMessages.menu.toggle}`) });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
  const entry = menu.getByRole('link', { name: section, exact: true });
  await entry.click();
  if (await toggle.isVisible()) {
    // The folded menu closes after a choice and names the current section.
    await expect(toggle).toHaveAccessibleName(new RegExp(`${section}$`));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  } else {
    await expect(entry).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
}
