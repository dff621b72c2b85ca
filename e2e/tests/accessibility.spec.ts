/**
 * axe (WCAG 2.0/2.1 A and AA) on every page at 1280 px and 375 px, with the
 * mobile menu open too; on an animal's page with its report form and the
 * guest's sign-in warning open; and on every dashboard section signed in,
 * favourites with cards included. Each screen is opened once and checked at
 * both widths (expectNoAxeViolationsAtEveryWidth).
 */
import { MOBILE_BREAKPOINT_PX } from '@huella/shared/constants';
import { accountMessages, adoptionsMessages, siteMessages } from '@huella/shared/messages';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { animalNamed, listAnimals } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { DASHBOARD_SECTIONS, dashboardEntry, PUBLIC_PAGES, VIEWPORTS } from '../support/pages';
import {
  bearer,
  createAccount,
  logIn,
  openWithSession,
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

for (const { name, path } of PUBLIC_PAGES) {
  test(`${name} (${path}) has no axe violations, with the mobile menu open too`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectRendered(page);
    await expectNoAxeViolationsAtEveryWidth(page, path);

    await page.setViewportSize(VIEWPORTS.mobile);
    const hamburger = page
      .getByRole('banner')
      .getByRole('button', { name: siteMessages.nav.openMenu });
    if ((await hamburger.count()) > 0) {
      await hamburger.click();
      await expect(
        page.getByRole('banner').getByRole('navigation', { name: siteMessages.nav.main }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `${path} at ${VIEWPORTS.mobile.width} px, menu open`);
    }
  });
}

test('an animal page has no axe violations, with the report form and the sign-in warning open', async ({
  page,
  request,
}) => {
  // An animal with several photos, so the thumbnails are checked too.
  const animal = await animalNamed(request, 'Almendra');
  const where = `/adopciones/animal/${animal.id}`;
  await page.goto(`/adopciones/animal/${animal.id}`);
  await expectRendered(page);
  await expect(page.getByRole('main').getByRole('list', { name: detail.gallery })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, where);

  await page.getByRole('main').getByRole('button', { name: detail.report }).click();
  const dialog = page.getByRole('dialog', { name: report.title });
  // Sent without a reason: the error is part of what must be accessible.
  await dialog.getByRole('button', { name: report.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(report.reasonRequired);
  await expectNoAxeViolationsAtEveryWidth(page, `${where}, report form open`);
  await dialog.getByRole('button', { name: report.cancel }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('main')
    .getByRole('button', { name: adoptionsMessages.favourite.add(animal.name) })
    .click();
  await expect(
    page.getByRole('alertdialog', { name: adoptionsMessages.favourite.signInTitle }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, `${where}, sign-in warning open`);
});

test('an unknown animal page has no axe violations', async ({ page }) => {
  await page.goto('/adopciones/animal/999999');
  await expect(page.getByRole('heading', { level: 1, name: detail.notFound })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, 'unknown animal');
});

test('Mi cuenta favourites with cards has no axe violations', async ({ page, request }) => {
  const email = uniqueEmail('axe.favoritos');
  await createAccount(request, { email });
  const session = await logIn(request, email, TEST_PASSWORD);
  const me = (await (
    await request.get('/users/api/users/me/', { headers: bearer(session) })
  ).json()) as { id: number };
  const { animals } = await listAnimals(request, { category: 'bird' });
  for (const animal of animals.slice(0, 8)) {
    await request.post(`/users/api/users/${me.id}/add-favourite-pet/`, {
      headers: bearer(session),
      data: { pet_id: animal.id },
    });
  }
  await openWithSession(page, session, '/dashboard?seccion=favoritos');
  const section = page.getByRole('region', { name: accountMessages.favourites.title });
  await expect(section.getByRole('list').getByRole('link').first()).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, '/dashboard → Favoritos with cards');
});

test.describe('signed in as a shelter administrator', () => {
  // The shelter administrator sees every section, Refugios included.
  test.use({ signedInAs: 'shelterAdmin' });

  test('every dashboard section has no axe violations', async ({ page }) => {
    // Seven screens at two widths, Anuncios with a page of 30 announcements.
    test.slow();
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: accountMessages.title }),
    ).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, '/dashboard');

    for (const section of DASHBOARD_SECTIONS) {
      for (const viewport of Object.values(VIEWPORTS)) {
        // Reached from the menu as it is at each width (folded below 768 px).
        await page.setViewportSize(viewport);
        await openDashboardSection(page, section);
        await expectNoAxeViolations(page, `/dashboard → ${section} at ${viewport.width} px`);
      }
    }
  });
});

async function openDashboardSection(page: Page, section: string) {
  const menu = page.getByRole('navigation', { name: accountMessages.menuLabel });
  // Below 768 px the menu folds behind a "Menú" button (spec §2).
  const toggle = menu.getByRole('button', { name: new RegExp(`^${accountMessages.menu.toggle}`) });
  // Just after a resize the menu may not have folded or unfolded yet: wait for it.
  const folded = page.viewportSize()!.width < MOBILE_BREAKPOINT_PX;
  if (folded) await expect(toggle).toBeVisible();
  else await expect(toggle).toBeHidden();
  if (folded && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
  const entry = dashboardEntry(menu, section);
  await entry.click();
  if (folded) {
    // The folded menu closes after a choice and names the current section.
    await expect(toggle).toHaveAccessibleName(new RegExp(`${section}$`));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  } else {
    await expect(entry).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
}
