/**
 * axe (WCAG 2.0/2.1 A and AA) on every page at 1280 px and 375 px, with the
 * mobile menu open too; on an animal's page with its report form and the
 * guest's sign-in warning open; and on every dashboard section signed in,
 * favourites with cards included.
 */
import { expect, test, type Page } from '@playwright/test';
import { accountMessages, adoptionsMessages, siteMessages } from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { animalNamed, listAnimals } from '../support/catalogue';
import { DASHBOARD_SECTIONS, dashboardEntry, PUBLIC_PAGES, VIEWPORTS } from '../support/pages';
import {
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  signIn,
  storedSession,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

const detail = adoptionsMessages.detail;
const report = adoptionsMessages.report;

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

    test('an animal page has no axe violations, with the report form and the sign-in warning open', async ({
      page,
      request,
    }) => {
      // An animal with several photos, so the thumbnails are checked too.
      const animal = await animalNamed(request, 'Almendra');
      const where = `/adopciones/animal/${animal.id} at ${viewport.width} px`;
      await page.goto(`/adopciones/animal/${animal.id}`);
      await expectRendered(page);
      await expect(
        page.getByRole('main').getByRole('list', { name: detail.gallery }),
      ).toBeVisible();
      await expectNoAxeViolations(page, where);

      await page.getByRole('main').getByRole('button', { name: detail.report }).click();
      const dialog = page.getByRole('dialog', { name: report.title });
      // Sent without a reason: the error is part of what must be accessible.
      await dialog.getByRole('button', { name: report.submit }).click();
      await expect(dialog.getByRole('alert')).toHaveText(report.reasonRequired);
      await expectNoAxeViolations(page, `${where}, report form open`);
      await dialog.getByRole('button', { name: report.cancel }).click();
      await expect(dialog).toBeHidden();

      await page
        .getByRole('main')
        .getByRole('button', { name: adoptionsMessages.favourite.add(animal.name) })
        .click();
      await expect(
        page.getByRole('alertdialog', { name: adoptionsMessages.favourite.signInTitle }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `${where}, sign-in warning open`);
    });

    test('an unknown animal page has no axe violations', async ({ page }) => {
      await page.goto('/adopciones/animal/999999');
      await expect(page.getByRole('heading', { level: 1, name: detail.notFound })).toBeVisible();
      await expectNoAxeViolations(page, `unknown animal at ${viewport.width} px`);
    });

    test('Mi cuenta favourites with cards has no axe violations', async ({ page, request }) => {
      const email = uniqueEmail('axe.favoritos');
      await createAccount(request, { email });
      await signIn(page, email, TEST_PASSWORD, '/dashboard?seccion=favoritos');
      const authorization = `Bearer ${(await storedSession(page)).accessToken}`;
      const me = (await (
        await request.get('/users/api/users/me/', { headers: { authorization } })
      ).json()) as { id: number };
      const { animals } = await listAnimals(request, { category: 'bird' });
      for (const animal of animals.slice(0, 8)) {
        await request.post(`/users/api/users/${me.id}/add-favourite-pet/`, {
          headers: { authorization },
          data: { pet_id: animal.id },
        });
      }
      await page.reload();
      const section = page.getByRole('region', { name: accountMessages.favourites.title });
      await expect(section.getByRole('list').getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(
        page,
        `/dashboard → Favoritos with cards at ${viewport.width} px`,
      );
    });

    test('every dashboard section has no axe violations', async ({ page }) => {
      // Six sections, Anuncios with a page of 30 announcements: axe needs the time.
      test.slow();
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
  const entry = dashboardEntry(menu, section);
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
