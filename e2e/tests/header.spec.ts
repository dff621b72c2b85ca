/** The header: six top links on wide screens, a hamburger menu on phones. */
import { expect, test } from '@playwright/test';
import { siteMessages } from '@huella/shared/messages';
import { VIEWPORTS } from '../support/pages';

const nav = siteMessages.nav;
const LINKS = [
  { name: nav.home, href: '/' },
  { name: nav.adoptions, href: '/adopciones' },
  { name: nav.volunteers, href: '/voluntarios' },
  { name: nav.blog, href: '/blog' },
  { name: nav.services, href: '/servicios' },
  { name: nav.shop, href: '/tienda' },
];

test('at 1280 px the header shows the six top links and a profile button', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  const bar = page.getByRole('banner').getByRole('navigation', { name: nav.main });
  await expect(bar.getByRole('link')).toHaveCount(LINKS.length);
  for (const link of LINKS) {
    await expect(bar.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
      'href',
      link.href,
    );
  }
  await expect(page.getByRole('button', { name: nav.openMenu })).toBeHidden();

  await bar.getByRole('link', { name: nav.volunteers, exact: true }).click();
  await expect(page).toHaveURL(/\/voluntarios$/);
  await expect(bar.getByRole('link', { name: nav.volunteers, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('banner').getByRole('link', { name: nav.profile }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('at 375 px the hamburger opens and closes the menu', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: nav.main })).toBeHidden();

  const open = banner.getByRole('button', { name: nav.openMenu });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();

  const menu = banner.getByRole('navigation', { name: nav.main });
  await expect(menu).toBeVisible();
  for (const link of LINKS) {
    await expect(menu.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
      'href',
      link.href,
    );
  }
  const close = banner.getByRole('button', { name: nav.closeMenu });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await close.click();
  await expect(menu).toBeHidden();

  // Choosing a link navigates and closes the menu.
  await banner.getByRole('button', { name: nav.openMenu }).click();
  await banner
    .getByRole('navigation', { name: nav.main })
    .getByRole('link', { name: nav.blog, exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(banner.getByRole('navigation', { name: nav.main })).toBeHidden();
  await expect(banner.getByRole('button', { name: nav.openMenu })).toBeVisible();
});
