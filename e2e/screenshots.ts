/**
 * `npm run screenshots -w e2e [-- name…]`: starts the production server on a
 * fresh database, like the E2E setup, and saves full-page PNGs of every page
 * at 375 px and 1280 px into e2e/.screens/ (plus the open mobile menu and each
 * dashboard section, signed in). Names filter the pages, e.g. `home faq`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { settle } from './support/axe';
import { chromiumLaunchOptions } from './support/chromium';
import { DASHBOARD_SECTIONS, PUBLIC_PAGES, VIEWPORTS } from './support/pages';
import { startServer } from './support/server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/session';
import { accountMessages, siteMessages } from '@huella/shared/messages';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.screens');
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.some((filter) => name.includes(filter));

async function shoot(page: Page, file: string) {
  await settle(page);
  await page.screenshot({ path: path.join(outDir, file), fullPage: true });
  console.log(`  ${file}`);
}

async function publicPages(browser: Browser, baseURL: string) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ baseURL, viewport, locale: 'es-ES' });
    const page = await context.newPage();
    for (const { name, path: pagePath } of PUBLIC_PAGES.filter((p) => wanted(p.name))) {
      await page.goto(pagePath);
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      await shoot(page, `${name}-${viewport.width}.png`);
      const hamburger = page
        .getByRole('banner')
        .getByRole('button', { name: siteMessages.nav.openMenu });
      if (viewportName === 'mobile' && name === 'home' && (await hamburger.count()) > 0) {
        await hamburger.click();
        await page.screenshot({ path: path.join(outDir, `${name}-${viewport.width}-menu.png`) });
        console.log(`  ${name}-${viewport.width}-menu.png`);
      }
    }
    await context.close();
  }
}

async function dashboard(browser: Browser, baseURL: string) {
  if (!wanted('dashboard')) return;
  const login = await fetch(`${baseURL}/users/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.shelterAdmin, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Demo login failed: ${login.status} ${await login.text()}`);
  const tokens = (await login.json()) as { access: string; refresh: string };

  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await browser.newContext({ baseURL, viewport, locale: 'es-ES' });
    await context.addInitScript(
      ({ access, refresh, email }) => {
        if (localStorage.getItem('accessToken')) return;
        localStorage.setItem('accessToken', access);
        localStorage.setItem('refreshToken', refresh);
        localStorage.setItem('userEmail', email);
      },
      { ...tokens, email: DEMO_ACCOUNTS.shelterAdmin },
    );
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: accountMessages.title }).waitFor();
    await shoot(page, `dashboard-${viewport.width}.png`);
    for (const section of DASHBOARD_SECTIONS) {
      const menu = page.getByRole('navigation', { name: accountMessages.menuLabel });
      const toggle = menu.getByRole('button', {
        name: new RegExp(`^${accountMessages.menu.toggle}`),
      });
      if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
        await toggle.click();
      }
      const entry = menu.getByRole('link', { name: section, exact: true });
      if ((await entry.count()) === 0) {
        console.warn(`  (no dashboard entry "${section}")`);
        continue;
      }
      await entry.first().click();
      await shoot(page, `dashboard-${section.toLowerCase()}-${viewport.width}.png`);
    }
    await context.close();
  }
}

mkdirSync(outDir, { recursive: true });
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(`Saving screenshots to ${path.relative(process.cwd(), outDir) || outDir}`);
  await publicPages(browser, server.url);
  await dashboard(browser, server.url);
} finally {
  await browser.close();
  await server.stop();
}
