/**
 * `npm run screenshots -w e2e [-- name…]`: starts the production server on a
 * fresh database, like the E2E setup, and saves full-page PNGs of every page
 * at 375 px and 1280 px into e2e/.screens/ (plus the open mobile menu, an
 * animal's page with its report form, sign-in warning and lightbox, a reserved
 * animal, the page without connection and as its shelter's administrator, Mi cuenta's
 * favourites with cards, news of reserved and adopted ones and a removed card,
 * each dashboard section, signed in, the adoption request form, Solicitudes,
 * Chat and Solicitudes recibidas, a user with no shelter on Anuncios, the
 * form's address and /contacto with the subject filled in, Cuenta filled in
 * (view, form with errors, password and deletion forms, photo), Refugios with
 * its edit panel (and its Presentación) and users modal plus the public
 * shelter page, the shelter directory (a public page), and the
 * announcement form empty, with errors, with photos and editing, and Anuncios
 * with its filters, no results, the delete confirmation and Mascotas, and the
 * open conversation as it fits a 1280×900 and a 375×667 screen). Names
 * filter the pages, e.g. `home faq`. `registrar`: registering a shelter
 * (issue 17): the form, each state of an application, Mi cuenta → Refugios
 * and a shelter's figures. `compatibilidad`: the compatibility questionnaire
 * (issue 20) in Mi cuenta, the badges, the order, the pre-filled adoption
 * form and the announcement's new traits.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { BLOG_FORM_TOKEN_MIN_AGE_MS } from '@huella/shared/constants';
import { checkoutScreensMessages } from '@huella/shared/messages/checkout-screens';
import { shopMessages } from '@huella/shared/messages/shop';
import { settle } from './support/axe';
import { chromiumLaunchOptions } from './support/chromium';
import { DASHBOARD_SECTIONS, dashboardEntry, PUBLIC_PAGES, VIEWPORTS } from './support/pages';
import { startServer } from './support/server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/session';
import { shopScreensMessages } from '@huella/shared/messages/shop-screens';
import { staffMessages } from '@huella/shared/messages/staff';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { accountEmailMessages } from '@huella/shared/messages/account-email';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { waitForMail } from './support/outbox';
import {
  accountMessages,
  adoptionRequestsMessages,
  adoptionRequestsScreensMessages,
  adoptionsMessages,
  blogMessages,
  blogScreensMessages,
  chatScreensMessages,
  announcementsMessages,
  compatibilityMessages,
  favouriteUpdatesMessages,
  petsMessages,
  sheltersMessages,
  siteMessages,
} from '@huella/shared/messages';

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
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.shelterAdmin, viewport);
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
      const entry = dashboardEntry(menu, section);
      if ((await entry.count()) === 0) {
        console.warn(`  (no dashboard entry "${section}")`);
        continue;
      }
      await entry.first().click();
      await shoot(
        page,
        `dashboard-${section.toLowerCase().replaceAll(' ', '-')}-${viewport.width}.png`,
      );
    }
    await context.close();
  }
}

/** A user with no shelter (the demo adopter): Anuncios, the form's address, /contacto. */
async function noShelter(browser: Browser, baseURL: string) {
  if (!wanted('sin-refugio')) return;
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.adopter, viewport);
    const page = await context.newPage();
    const title = announcementsMessages.noShelter.title;
    await page.goto('/dashboard?seccion=anuncios');
    await page.getByRole('heading', { name: title }).waitFor();
    await shoot(page, `sin-refugio-anuncios-${viewport.width}.png`);
    await page.goto('/dashboard/adoption_announcement');
    await page.getByRole('heading', { name: title }).waitFor();
    await shoot(page, `sin-refugio-formulario-${viewport.width}.png`);
    await page.getByRole('link', { name: announcementsMessages.noShelter.contact }).click();
    await page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor();
    await shoot(page, `sin-refugio-contacto-${viewport.width}.png`);
    await context.close();
  }
}

async function login(baseURL: string, email: string) {
  const response = await fetch(`${baseURL}/users/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Demo login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access: string; refresh: string };
}

/**
 * A browser context signed in (the session of spec §4 in localStorage) as an
 * account with the demo password.
 */
async function signedInContext(
  browser: Browser,
  baseURL: string,
  email: string,
  viewport: { width: number; height: number },
) {
  const tokens = await login(baseURL, email);
  const context = await browser.newContext({ baseURL, viewport, locale: 'es-ES' });
  await context.addInitScript(
    ({ access, refresh, email }) => {
      if (localStorage.getItem('accessToken')) return;
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
      localStorage.setItem('userEmail', email);
    },
    { ...tokens, email },
  );
  return context;
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An animal's page (with its report form and the guest's sign-in warning) and an unknown one. */
async function animalPages(browser: Browser, baseURL: string) {
  if (!wanted('animal')) return;
  const found = await getJson<Array<{ id: number; name: string }>>(
    `${baseURL}/api/animals?q=almendra`,
  );
  const animal = found.find((candidate) => candidate.name === 'Almendra');
  if (!animal) throw new Error('The demo animal Almendra is not listed');
  const detail = adoptionsMessages.detail;

  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await browser.newContext({ baseURL, viewport, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`/adopciones/animal/${animal.id}`);
    await page.getByRole('heading', { level: 1, name: animal.name }).waitFor();
    await shoot(page, `animal-${viewport.width}.png`);

    await page.getByRole('main').getByRole('button', { name: detail.report }).click();
    const dialog = page.getByRole('dialog', { name: adoptionsMessages.report.title });
    await dialog.getByRole('button', { name: adoptionsMessages.report.submit }).click();
    await dialog.getByRole('alert').waitFor();
    await settle(page);
    // The form is fixed to the screen: photograph the screen, not the page.
    await page.screenshot({ path: path.join(outDir, `animal-reporte-${viewport.width}.png`) });
    console.log(`  animal-reporte-${viewport.width}.png`);
    await dialog.getByRole('button', { name: adoptionsMessages.report.cancel }).click();

    await page
      .getByRole('main')
      .getByRole('button', { name: adoptionsMessages.favourite.add(animal.name) })
      .click();
    await page.getByRole('alertdialog').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `animal-aviso-sesion-${viewport.width}.png`) });
    console.log(`  animal-aviso-sesion-${viewport.width}.png`);

    await page.goto('/adopciones/animal/999999');
    await page.getByRole('heading', { level: 1, name: detail.notFound }).waitFor();
    await shoot(page, `animal-no-encontrado-${viewport.width}.png`);

    // The lightbox (fixed to the screen: photograph the screen) after one step.
    await page.goto(`/adopciones/animal/${animal.id}`);
    await page
      .getByRole('button', { name: petsMessages.animalPage.lightbox.open(animal.name) })
      .click();
    await page.keyboard.press('ArrowRight');
    await settle(page, { scroll: 'animations' });
    await page.screenshot({ path: path.join(outDir, `animal-fotos-${viewport.width}.png`) });
    console.log(`  animal-fotos-${viewport.width}.png`);
    await page.keyboard.press('Escape');

    // A reserved animal (Kira, of the demo shelter in Madrid).
    const reserved = await getJson<Array<{ id: number; name: string }>>(
      `${baseURL}/api/animals?q=kira`,
    );
    const kira = reserved.find((candidate) => candidate.name === 'Kira');
    if (!kira) throw new Error('The demo animal Kira is not listed');
    await page.goto(`/adopciones/animal/${kira.id}`);
    await page
      .getByRole('heading', { level: 2, name: petsMessages.animalPage.reserved.title })
      .waitFor();
    await shoot(page, `animal-reservado-${viewport.width}.png`);

    // A request that does not get through.
    let failOnce = true;
    await page.route(`**/api/animals/${kira.id}`, (route) => {
      if (!failOnce) return route.fallback();
      failOnce = false;
      return route.abort('internetdisconnected');
    });
    await page.goto(`/adopciones/animal/${kira.id}`);
    await page
      .getByRole('heading', { level: 1, name: petsMessages.animalPage.loadError })
      .waitFor();
    await shoot(page, `animal-sin-conexion-${viewport.width}.png`);
    await context.close();

    // Its shelter's administrator sees "Editar anuncio".
    const member = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.shelterAdmin, viewport);
    const memberPage = await member.newPage();
    await memberPage.goto(`/adopciones/animal/${kira.id}`);
    await memberPage.getByRole('link', { name: petsMessages.animalPage.edit }).waitFor();
    await shoot(memberPage, `animal-miembro-${viewport.width}.png`);
    await member.close();
  }
}

/**
 * Mi cuenta → Favoritos with cards: the demo adopter keeps eight animals of
 * the demo shelter, whose administrator then reserves one and marks another
 * adopted by hand (animals without open requests), so the news and the
 * cards' states show; then a favourite removed with its heart ("Deshacer").
 */
async function favourites(browser: Browser, baseURL: string) {
  if (!wanted('favoritos')) return;
  const email = DEMO_ACCOUNTS.adopter;
  const tokens = await login(baseURL, email);
  const auth = { authorization: `Bearer ${tokens.access}` };
  const shelterTokens = await login(baseURL, DEMO_ACCOUNTS.shelterAdmin);
  const shelterAuth = {
    authorization: `Bearer ${shelterTokens.access}`,
    'content-type': 'application/json',
  };
  const me = await getJson<{ id: number }>(`${baseURL}/users/api/users/me/`, { headers: auth });
  const managed = await getJson<Array<{ id: number; state: string }>>(
    `${baseURL}/pets/api/pets/mine/?page_size=30`,
    { headers: shelterAuth },
  );
  const animals = managed.filter((animal) => animal.state === 'en_adopcion').slice(0, 8);
  for (const animal of animals) {
    await getJson(`${baseURL}/users/api/users/${me.id}/add-favourite-pet/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ pet_id: animal.id }),
    });
  }
  const changes = ['pendiente', 'adoptada'];
  for (const animal of animals) {
    if (changes.length === 0) break;
    const response = await fetch(`${baseURL}/pets/api/pets/${animal.id}/`, {
      method: 'PATCH',
      headers: shelterAuth,
      body: JSON.stringify({ state: changes[0] }),
    });
    // 409: the animal has open requests (the demo adopter's own); another one will do.
    if (response.ok) changes.shift();
  }

  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, email, viewport);
    const page = await context.newPage();
    await page.goto('/dashboard?seccion=favoritos');
    const section = page.getByRole('region', { name: accountMessages.favourites.title });
    await section.getByRole('region', { name: favouriteUpdatesMessages.title }).waitFor();
    await section.getByRole('list').last().getByRole('link').first().waitFor();
    await shoot(page, `favoritos-${viewport.width}.png`);
    await section.getByRole('button', { name: accountMessages.favourites.discover }).click();
    await shoot(page, `favoritos-mas-${viewport.width}.png`);
    await section
      .getByRole('button', { name: /^Quitar a .* de favoritos$/ })
      .first()
      .click();
    await section.getByRole('button', { name: favouriteUpdatesMessages.removeUndo }).waitFor();
    await shoot(page, `favoritos-quitado-${viewport.width}.png`);
    await section.getByRole('button', { name: favouriteUpdatesMessages.removeUndo }).click();
    await context.close();
  }
}

/**
 * Mi cuenta → Cuenta of a new user with every field filled (long values, to
 * catch overflow on phones): the view, the form with errors, the password and
 * deletion forms open, and the view with a photo drawn by the browser.
 */
async function account(browser: Browser, baseURL: string) {
  if (!wanted('cuenta')) return;
  const profileText = accountMessages.profile;
  const email = `lucia.fernandez-de-la-fuente.${Date.now()}@correo-de-ejemplo.es`;
  await getJson(`${baseURL}/users/api/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Lucía',
      last_name: '',
      email,
      password: DEMO_PASSWORD,
    }),
  });
  const tokens = await login(baseURL, email);
  await getJson(`${baseURL}/users/api/users/me/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens.access}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Lucía María',
      last_name: 'Fernández de la Fuente',
      email,
      phone: '+34 612 345 678',
      address: 'Calle de la Princesa 25, 3º izquierda',
      postcode: '28008',
      city: 'Madrid',
      country: 'España',
      web: 'https://www.luciafernandezdelafuente-adopciones.es/sobre-mi',
      instagram: '@lucia.fernandez.adopta',
      facebook: 'https://www.facebook.com/lucia.fernandez.de.la.fuente',
    }),
  });
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, email, viewport);
    const page = await context.newPage();
    await page.goto('/dashboard?seccion=cuenta');
    const data = page.getByRole('region', { name: profileText.title });
    await data.getByRole('button', { name: profileText.edit }).waitFor();
    await shoot(page, `cuenta-${viewport.width}.png`);

    await data.getByRole('button', { name: profileText.edit }).click();
    await data.getByLabel(profileText.fields.phone, { exact: true }).fill('12345');
    await data.getByLabel(profileText.fields.postcode, { exact: true }).fill('2801');
    await data.getByLabel(profileText.fields.web, { exact: true }).fill('no es una web');
    await data.getByRole('button', { name: profileText.save }).click();
    await data.getByRole('alert').first().waitFor();
    await shoot(page, `cuenta-editar-${viewport.width}.png`);
    await data.getByRole('button', { name: profileText.cancel }).click();

    await page
      .getByRole('region', { name: profileText.sections.security })
      .getByRole('button', { name: accountMessages.changePassword.open })
      .click();
    const rights = page.getByRole('region', { name: accountMessages.dataRights.title });
    await rights.getByRole('button', { name: accountMessages.dataRights.delete }).click();
    await rights.getByRole('form').waitFor();
    await shoot(page, `cuenta-formularios-${viewport.width}.png`);

    // A photo drawn by the browser (a string: see settle() in support/axe.ts).
    const drawn = (await page.evaluate(`(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 360;
      const context = canvas.getContext('2d');
      context.fillStyle = '#e8833a';
      context.fillRect(0, 0, 480, 360);
      context.fillStyle = '#1e3a5f';
      context.beginPath();
      context.arc(240, 180, 110, 0, 2 * Math.PI);
      context.fill();
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
    })()`)) as string;
    await page.goto('/dashboard?seccion=cuenta');
    const photo = page.getByRole('region', { name: profileText.photo.title });
    const chooser = page.waitForEvent('filechooser');
    await photo.getByRole('button', { name: profileText.photo.change }).click();
    await (
      await chooser
    ).setFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(drawn, 'base64') });
    await photo.getByRole('button', { name: profileText.photo.remove }).waitFor();
    await shoot(page, `cuenta-foto-${viewport.width}.png`);
    // The next viewport starts without it.
    await photo.getByRole('button', { name: profileText.photo.remove }).click();
    await photo
      .getByRole('button', { name: profileText.photo.remove })
      .waitFor({ state: 'detached' });
    await context.close();
  }
}

/** The announcement form: empty, with its errors, with two photos, and editing a demo animal. */
async function announcementForm(browser: Browser, baseURL: string) {
  if (!wanted('anuncio')) return;
  const email = DEMO_ACCOUNTS.shelterAdmin;
  const tokens = await login(baseURL, email);
  const [mine] = await getJson<Array<{ id: number }>>(
    `${baseURL}/pets/api/pets/mine/?page_size=1`,
    {
      headers: { authorization: `Bearer ${tokens.access}` },
    },
  );
  if (!mine) throw new Error('The demo shelter administrator has no announcements');
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, email, viewport);
    const page = await context.newPage();
    await page.goto('/dashboard/adoption_announcement');
    await page.getByLabel(`${announcementsMessages.fields.shelter} *`).waitFor();
    await shoot(page, `anuncio-nuevo-${viewport.width}.png`);
    await page.getByRole('button', { name: announcementsMessages.submit }).click();
    await page.getByText(announcementsMessages.errors.requiredFields).waitFor();
    await shoot(page, `anuncio-errores-${viewport.width}.png`);

    // Two photos drawn by the browser (a string: see settle() in support/axe.ts).
    const drawn = (await page.evaluate(`[[640, 480, '#1e3a5f'], [480, 640, '#e8833a']].map(
      ([width, height, colour]) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        context.fillStyle = colour;
        context.fillRect(0, 0, width, height);
        return canvas.toDataURL('image/png').split(',')[1];
      })`)) as string[];
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: announcementsMessages.photos.drop }).click();
    await (
      await chooser
    ).setFiles(
      drawn.map((data, index) => ({
        name: `foto-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: Buffer.from(data, 'base64'),
      })),
    );
    await page.getByRole('list', { name: announcementsMessages.photos.listLabel }).waitFor();
    await shoot(page, `anuncio-fotos-${viewport.width}.png`);

    await page.goto(`/dashboard/adoption_announcement/${mine.id}`);
    await page.getByRole('list', { name: announcementsMessages.photos.listLabel }).waitFor();
    await shoot(page, `anuncio-editar-${viewport.width}.png`);
    await context.close();
  }
}

/**
 * Mi cuenta → Anuncios with its results, the expired ones, a search without
 * results and the delete confirmation; Refugios → Mascotas of one shelter.
 */
async function announcements(browser: Browser, baseURL: string) {
  if (!wanted('anuncios') && !wanted('mascotas')) return;
  const email = DEMO_ACCOUNTS.shelterAdmin;
  const announcementsText = accountMessages.announcements;
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, email, viewport);
    const page = await context.newPage();
    const list = page.getByRole('list', { name: announcementsText.listLabel });
    // Dialogs are fixed to the screen: photograph the screen.
    const shootScreen = async (file: string) => {
      await settle(page);
      await page.screenshot({ path: path.join(outDir, file) });
      console.log(`  ${file}`);
    };
    await page.goto('/dashboard?seccion=anuncios');
    await list.getByRole('article').first().waitFor();
    await shoot(page, `anuncios-${viewport.width}.png`);
    await page.goto('/dashboard?seccion=anuncios&estado=caducados');
    await list.getByRole('article').first().waitFor();
    await shoot(page, `anuncios-caducados-${viewport.width}.png`);
    await list
      .getByRole('button', { name: new RegExp(`^${announcementsText.actions.delete} `) })
      .first()
      .click();
    await page.getByRole('alertdialog', { name: announcementsText.deleteConfirm.title }).waitFor();
    await shootScreen(`anuncios-eliminar-${viewport.width}.png`);
    await page.keyboard.press('Escape');
    await page.goto('/dashboard?seccion=anuncios&q=unicornio');
    await page.getByText(announcementsText.noResults('unicornio')).waitFor();
    await shoot(page, `anuncios-sin-resultados-${viewport.width}.png`);

    await page.goto('/dashboard?seccion=refugios');
    await page
      .getByLabel(sheltersMessages.select)
      .selectOption({ label: 'Protectora Sevilla Animal' });
    await page
      .getByRole('list', { name: sheltersMessages.cards.label })
      .getByRole('button', { name: sheltersMessages.cards.pets.action })
      .click();
    await page.getByRole('dialog').getByRole('article').first().waitFor();
    await shootScreen(`mascotas-${viewport.width}.png`);
    await context.close();
  }
}

/** Mi cuenta → Refugios with the edit panel and the users modal open, and the public shelter page. */
async function shelters(browser: Browser, baseURL: string) {
  if (!wanted('refugio')) return;
  const email = DEMO_ACCOUNTS.shelterAdmin;
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, email, viewport);
    const page = await context.newPage();
    await page.goto('/dashboard?seccion=refugios');
    const cards = page.getByRole('list', { name: sheltersMessages.cards.label });
    // The panel and the modal are fixed to the screen: photograph the screen.
    const shootScreen = async (file: string) => {
      await settle(page);
      await page.screenshot({ path: path.join(outDir, file) });
      console.log(`  ${file}`);
    };
    await cards.getByRole('button', { name: sheltersMessages.cards.settings.action }).click();
    await page.getByRole('dialog', { name: sheltersMessages.edit.title }).waitFor();
    await shootScreen(`refugios-editar-${viewport.width}.png`);
    await page
      .getByRole('group', { name: sheltersMessages.edit.sections.presentation })
      .scrollIntoViewIfNeeded();
    await shootScreen(`refugios-editar-presentacion-${viewport.width}.png`);
    await page.keyboard.press('Escape');
    await cards.getByRole('button', { name: sheltersMessages.cards.users.action }).click();
    await page.getByRole('dialog').getByRole('table').waitFor();
    await shootScreen(`refugios-usuarios-${viewport.width}.png`);
    await page.keyboard.press('Escape');

    await cards.getByRole('button', { name: sheltersMessages.cards.pets.action }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: accountMessages.announcements.shelterPets.publicPage })
      .click();
    await page
      .getByRole('region', { name: sheltersMessages.page.animals })
      .getByRole('listitem')
      .first()
      .waitFor();
    await shoot(page, `refugio-${viewport.width}.png`);
    await page.goto('/refugios/999999');
    await page.getByRole('heading', { level: 1, name: sheltersMessages.page.notFound }).waitFor();
    await shoot(page, `refugio-no-encontrado-${viewport.width}.png`);
    await context.close();
  }
}

/**
 * Adopting: the application form (empty and with its errors) of a demo animal
 * nobody applied for, the demo adopter's Solicitudes (list and one request),
 * Chat (list and a conversation) and the demo shelter's inbox (list and one
 * request) with its conversation.
 */
async function adoption(browser: Browser, baseURL: string) {
  if (!wanted('solicitud') && !wanted('chat')) return;
  const found = await getJson<Array<{ id: number; name: string }>>(`${baseURL}/api/animals?q=luna`);
  const luna = found.find((candidate) => candidate.name === 'Luna');
  if (!luna) throw new Error('The demo animal Luna is not listed');

  for (const viewport of Object.values(VIEWPORTS)) {
    const adopter = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.adopter, viewport);
    const page = await adopter.newPage();
    await page.goto(`/adopciones/animal/${luna.id}/solicitar`);
    await page
      .getByRole('heading', {
        level: 1,
        name: adoptionRequestsScreensMessages.form.title(luna.name),
      })
      .waitFor();
    await shoot(page, `solicitud-formulario-${viewport.width}.png`);
    await page.getByRole('button', { name: adoptionRequestsScreensMessages.form.submit }).click();
    await page.getByText(adoptionRequestsMessages.validation.homeType).waitFor();
    await shoot(page, `solicitud-formulario-errores-${viewport.width}.png`);

    await page.goto('/dashboard?seccion=solicitudes');
    const list = page.getByRole('list', { name: adoptionRequestsScreensMessages.list.label });
    await list.getByRole('link').first().waitFor();
    await shoot(page, `solicitudes-${viewport.width}.png`);
    await list.getByRole('link').first().click();
    await page
      .getByRole('heading', { name: adoptionRequestsScreensMessages.detail.timeline })
      .waitFor();
    await shoot(page, `solicitudes-detalle-${viewport.width}.png`);

    await page.goto('/dashboard?seccion=chat');
    const conversations = page.getByRole('list', { name: chatScreensMessages.list.label });
    await conversations.getByRole('link').first().waitFor();
    await shoot(page, `chat-${viewport.width}.png`);
    await conversations.getByRole('link').first().click();
    await page.getByRole('textbox', { name: chatScreensMessages.composer.label }).waitFor();
    await shoot(page, `chat-conversacion-${viewport.width}.png`);
    await adopter.close();

    const shelter = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.shelterAdmin, viewport);
    const shelterPage = await shelter.newPage();
    // Solicitudes recibidas: every shelter's requests in one list, then one of them.
    await shelterPage.goto('/dashboard?seccion=recibidas');
    const inbox = shelterPage.getByRole('region', {
      name: adoptionRequestsScreensMessages.received.title,
    });
    const received = inbox.getByRole('list', { name: adoptionRequestsScreensMessages.inbox.label });
    await received.getByRole('link').first().waitFor();
    await shoot(shelterPage, `recibidas-${viewport.width}.png`);
    await received.getByRole('link').first().click();
    await inbox
      .getByRole('group', { name: adoptionRequestsScreensMessages.actions.label })
      .waitFor();
    await shoot(shelterPage, `recibidas-solicitud-${viewport.width}.png`);
    await inbox
      .getByRole('link', { name: adoptionRequestsScreensMessages.detail.conversation })
      .click();
    await shelterPage.getByRole('textbox', { name: chatScreensMessages.composer.label }).waitFor();
    await shoot(shelterPage, `chat-refugio-${viewport.width}.png`);
    await shelter.close();
  }
}

/**
 * Chat as it fits the screen (not the full page): the demo adopter's first
 * conversation at 1280×900 and 375×667, where the composer must be in view.
 */
async function chatScreen(browser: Browser, baseURL: string) {
  if (!wanted('chat')) return;
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 667 },
  ]) {
    const context = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.adopter, viewport);
    const page = await context.newPage();
    await page.goto('/dashboard?seccion=chat');
    const conversations = page.getByRole('list', { name: chatScreensMessages.list.label });
    await conversations.getByRole('link').first().click();
    await page.getByRole('textbox', { name: chatScreensMessages.composer.label }).waitFor();
    await page.getByRole('log').locator('li').first().waitFor();
    await page.screenshot({ path: path.join(outDir, `chat-pantalla-${viewport.width}.png`) });
    console.log(`  chat-pantalla-${viewport.width}.png`);
    await context.close();
  }
}

/** The blog: the newest post, an unknown one, and a guest's comment form with its errors. */
async function blog(browser: Browser, baseURL: string) {
  if (!wanted('blog')) return;
  const [post] = await getJson<Array<{ slug: string }>>(`${baseURL}/blog/api/posts/?page_size=1`);
  if (!post) throw new Error('No published blog post to photograph');
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await browser.newContext({ baseURL, viewport, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`/blog/${post.slug}`);
    await page.locator('h1').first().waitFor();
    await page.getByRole('article').first().waitFor();
    await shoot(page, `blog-articulo-${viewport.width}.png`);
    // The form's code loads as the reader scrolls down to the comments.
    await page
      .getByRole('region', { name: blogScreensMessages.comments.title, exact: false })
      .scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: blogScreensMessages.form.title });
    await form.getByRole('button', { name: blogScreensMessages.form.submit }).click();
    await page.getByText(blogMessages.commentForm.nameRequired).first().waitFor();
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(outDir, `blog-formulario-errores-${viewport.width}.png`),
    });
    console.log(`  blog-formulario-errores-${viewport.width}.png`);
    await page.goto('/blog/este-articulo-no-existe');
    await page.getByRole('heading', { level: 1, name: blogMessages.notFound }).waitFor();
    await shoot(page, `blog-no-encontrado-${viewport.width}.png`);
    await context.close();
  }
}

/** Leaves a guest's first comment on a post: it waits in the moderation queue. */
async function heldComment(baseURL: string, postId: number) {
  const { form_token } = await getJson<{ form_token: string }>(
    `${baseURL}/blog/api/posts/${postId}/comment-form/`,
  );
  // The server refuses a form sent sooner than a person could have written it.
  await new Promise((resolve) => setTimeout(resolve, BLOG_FORM_TOKEN_MIN_AGE_MS + 500));
  await getJson(`${baseURL}/blog/api/posts/${postId}/comments/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      author: 'Marta Gil',
      email: `marta.gil.${Date.now()}@example.com`,
      website: 'www.ejemplo.es',
      text: '¿Recomendáis algún libro sobre la adaptación de perros adultos? Gracias por el artículo.',
      parentId: null,
      form_token,
    }),
  });
}

/** Staff: the panel, the post list, the editor (new and an existing post) and the comment queue. */
async function staff(browser: Browser, baseURL: string) {
  if (!wanted('staff')) return;
  const [post] = await getJson<Array<{ id: number }>>(`${baseURL}/blog/api/posts/?page_size=1`);
  if (!post) throw new Error('No published blog post to photograph');
  await heldComment(baseURL, post.id);
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.staff, viewport);
    const page = await context.newPage();
    for (const [name, address] of [
      ['staff', '/staff'],
      ['staff-blog', '/staff/blog'],
      ['staff-blog-nuevo', '/staff/blog/nuevo'],
      ['staff-blog-editar', `/staff/blog/${post.id}`],
      ['staff-comentarios', '/staff/comentarios'],
    ] as const) {
      await page.goto(address);
      await page.locator('h1').first().waitFor();
      // Lists and the editor fill in after the heading: wait for their skeletons to go.
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      await shoot(page, `${name}-${viewport.width}.png`);
    }
    await context.close();
  }
}

// --- Shop (issue 16): catalogue, product, donation and cart screens ---
/** /tienda (all and a category), a product, a donation with its shelter error, the cart full and empty, a 404. */
async function shopScreens(browser: Browser, baseURL: string) {
  if (!wanted('tienda') && !wanted('carrito')) return;
  const products = await getJson<
    Array<{ id: number; slug: string; kind: string; category: string; stock: number | null }>
  >(`${baseURL}/shop/api/products/?page_size=100`);
  const product = products.find((item) => item.kind === 'producto' && item.stock !== 0);
  const donation = products.find((item) => item.kind === 'donacion');
  const shelters = await getJson<Array<{ id: number }>>(`${baseURL}/shop/api/shelters/`);
  if (!product || !donation) throw new Error('No demo products to photograph');
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await browser.newContext({ baseURL, viewport, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/carrito');
    await page.getByRole('main').locator('h1').waitFor();
    await page.getByText(shopScreensMessages.cart.empty).waitFor();
    await shoot(page, `carrito-vacio-${viewport.width}.png`);
    await page.goto('/tienda');
    await page.getByRole('main').getByRole('article').first().waitFor();
    await shoot(page, `tienda-${viewport.width}.png`);
    await page.goto(`/tienda?categoria=${product.category}`);
    await page.getByRole('main').getByRole('article').first().waitFor();
    await shoot(page, `tienda-categoria-${viewport.width}.png`);
    await page.goto(`/tienda/${product.slug}`);
    await page.locator('h1').first().waitFor();
    await shoot(page, `tienda-producto-${viewport.width}.png`);
    await page.goto(`/tienda/${donation.slug}`);
    await page.locator('h1').first().waitFor();
    await page.getByRole('button', { name: shopScreensMessages.product.addToCart }).click();
    await page.getByRole('alert').first().waitFor();
    await shoot(page, `tienda-donacion-${viewport.width}.png`);
    await page.goto('/tienda/este-producto-no-existe');
    await page.locator('h1').first().waitFor();
    await shoot(page, `tienda-no-encontrado-${viewport.width}.png`);
    await page.evaluate(
      (lines) => localStorage.setItem('huella.cart.v1', JSON.stringify(lines)),
      [
        { product_id: product.id, quantity: 2, shelter_id: null },
        { product_id: donation.id, quantity: 1, shelter_id: shelters[0]?.id ?? null },
      ],
    );
    await page.goto('/carrito');
    await page.getByRole('region', { name: shopScreensMessages.cart.summary }).waitFor();
    await shoot(page, `carrito-${viewport.width}.png`);
    await context.close();
  }
}
// --- Shop: checkout, payment result, order and Pagos (issue 16, lane web-checkout) ---

/** /checkout with the simulated test form (and a declined card), /return, an order and Pagos. */
async function checkoutScreens(browser: Browser, baseURL: string) {
  if (!wanted('checkout') && !wanted('pedido') && !wanted('pagos')) return;
  const email = DEMO_ACCOUNTS.adopter;
  const products = await getJson<Array<{ id: number; kind: string; stock: number | null }>>(
    `${baseURL}/shop/api/products/?page_size=50`,
  );
  const product = products.find((p) => p.kind === 'producto' && (p.stock ?? 99) > 5);
  if (!product) throw new Error('No seeded product to buy');
  const simulated = checkoutScreensMessages.simulated;
  for (const viewport of Object.values(VIEWPORTS)) {
    const tokens = await login(baseURL, email);
    const headers = {
      authorization: `Bearer ${tokens.access}`,
      'content-type': 'application/json',
    };
    await fetch(`${baseURL}/shop/api/cart/`, { method: 'DELETE', headers });
    await fetch(`${baseURL}/shop/api/cart/lines/`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ product_id: product.id, quantity: 1, shelter_id: null }),
    });
    const context = await signedInContext(browser, baseURL, email, viewport);
    const page = await context.newPage();
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: simulated.title });
    await form.waitFor();
    await form.getByLabel(simulated.name).fill('Lucía Prueba');
    await form.getByLabel(simulated.line1, { exact: true }).fill('Calle del Olmo 12');
    await form.getByLabel(simulated.postalCode).fill('28012');
    await form.getByLabel(simulated.city).fill('Madrid');
    await shoot(page, `checkout-${viewport.width}.png`);
    await form.getByRole('radio', { name: shopMessages.simulatedOutcomes.rechazado }).check();
    await form.getByRole('button', { name: /^Pagar / }).click();
    await page.getByRole('alert').waitFor();
    await shoot(page, `checkout-rechazada-${viewport.width}.png`);
    await form.getByRole('radio', { name: shopMessages.simulatedOutcomes.pagado }).check();
    await form.getByRole('button', { name: /^Pagar / }).click();
    await page.getByRole('button', { name: checkoutScreensMessages.result.stay }).click();
    await shoot(page, `return-gracias-${viewport.width}.png`);
    await page.getByRole('link', { name: checkoutScreensMessages.result.viewOrder }).click();
    await page.getByRole('heading', { level: 1, name: /^Pedido HU-/ }).waitFor();
    await shoot(page, `pedido-${viewport.width}.png`);
    await page.goto('/dashboard?seccion=pagos');
    await page.getByRole('list', { name: checkoutScreensMessages.payments.listLabel }).waitFor();
    await shoot(page, `pagos-${viewport.width}.png`);
    await page.goto('/return');
    await page.getByRole('alert').waitFor();
    await shoot(page, `return-sin-sesion-${viewport.width}.png`);
    await context.close();
  }
}
// --- end of the checkout block ---
// ---------------------------------------------------------------------------
// Staff shop (issue 16): Productos, the product editor, Pedidos and one paid
// order (bought here through the simulated provider), with its refund dialog.

async function staffShop(browser: Browser, baseURL: string) {
  if (!wanted('staff-tienda')) return;
  const { access } = await login(baseURL, DEMO_ACCOUNTS.staff);
  const auth = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const product = await getJson<{ id: number }>(`${baseURL}/shop/api/staff/products/`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      name: `Bandana Huella ${Date.now().toString(36)}`,
      description: 'Bandana de algodón con la huella bordada. Talla única.',
      category: 'merchandising',
      kind: 'producto',
      price_cents: 1295,
      vat_rate: 21,
      stock: 12,
      state: 'publicado',
    }),
  });
  const session = await getJson<{ clientSecret: string; order_id: number }>(
    `${baseURL}/shop/api/checkout/sessions/`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ product_id: product.id, quantity: 2 }] }),
    },
  );
  await getJson(
    `${baseURL}/shop/api/simulated/sessions/${encodeURIComponent(session.clientSecret)}/pay/`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        outcome: 'pagado',
        email: `lucia.garcia.${Date.now()}@example.com`,
        shipping: {
          name: 'Lucía García',
          line1: 'Calle Mayor 1',
          line2: '2º B',
          postal_code: '28013',
          city: 'Madrid',
          province: 'Madrid',
          country: 'ES',
        },
      }),
    },
  );
  // The signed webhook marks it paid; wait for it.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const order = await getJson<{ state: string }>(
      `${baseURL}/shop/api/staff/orders/${session.order_id}/`,
      { headers: auth },
    );
    if (order.state === 'pagado') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.staff, viewport);
    const page = await context.newPage();
    for (const [name, address] of [
      ['staff-tienda-resumen', '/staff'],
      ['staff-tienda-productos', '/staff/productos'],
      ['staff-tienda-producto-nuevo', '/staff/productos/nuevo'],
      ['staff-tienda-producto', `/staff/productos/${product.id}`],
      ['staff-tienda-pedidos', '/staff/pedidos'],
      ['staff-tienda-pedido', `/staff/pedidos/${session.order_id}`],
    ] as const) {
      await page.goto(address);
      await page.locator('h1').first().waitFor();
      await page
        .locator('[aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await shoot(page, `${name}-${viewport.width}.png`);
    }
    await page.getByRole('button', { name: staffMessages.shop.order.actions.refund }).click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({
      path: path.join(outDir, `staff-tienda-reembolso-${viewport.width}.png`),
    });
    console.log(`  staff-tienda-reembolso-${viewport.width}.png`);
    await context.close();
  }
}

// --- Registering a shelter (issue 17, lane W1): `registrar` ---

/** A new account with the demo password, its address confirmed through the mailed link. */
async function newConfirmedAccount(baseURL: string, email: string) {
  await getJson(`${baseURL}/users/api/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Lucía',
      last_name: 'Pardo',
      email,
      password: DEMO_PASSWORD,
    }),
  });
  const mail = await waitForMail(email, { subject: accountEmailMessages.mails.confirm.subject });
  const link = mail.links.find((url) => url.includes('/confirmar-correo?token='));
  if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
  await getJson(`${baseURL}/users/api/email-confirmation/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
  });
}

const APPLICATION = {
  name: 'Protectora Patitas de Triana',
  kind: 'Protectora',
  tax_id: 'G41234568',
  registry_number: 'SE-0412',
  address: 'Calle Pureza 40',
  city: 'Sevilla',
  province: 'Sevilla',
  postcode: '41010',
  phone: '954 112 233',
  web: 'https://patitasdetriana.es',
  facebook: '',
  instagram: '@patitastriana',
  message:
    'Somos una asociación de voluntarios que cuida a unos 25 perros y gatos en casas de acogida de Triana y Los Remedios desde 2019.',
};

/**
 * /registrar-refugio (empty, with its errors, and the application at each
 * state: enviada, en revisión, información solicitada, aprobada, rechazada)
 * and Mi cuenta → Refugios (no shelter, an application, a shelter's figures),
 * at 375 px and 1280 px. Staff move the applications through the API.
 */
async function shelterApplication(browser: Browser, baseURL: string) {
  if (!wanted('registrar')) return;
  const text = shelterApplicationsScreensMessages;
  const staffTokens = await login(baseURL, DEMO_ACCOUNTS.staff);
  const decide = (id: number, state: string, reason = '') =>
    getJson(`${baseURL}/staff/api/shelter-applications/${id}/state/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${staffTokens.access}`,
      },
      body: JSON.stringify({ state, reason }),
    });
  const stamp = Date.now().toString(36);
  const applicant = `lucia.${stamp}@example.com`;
  const rejected = `mario.${stamp}@example.com`;
  await newConfirmedAccount(baseURL, applicant);
  await newConfirmedAccount(baseURL, rejected);

  const contexts = await Promise.all(
    Object.values(VIEWPORTS).map(async (viewport) => ({
      viewport,
      page: await (await signedInContext(browser, baseURL, applicant, viewport)).newPage(),
    })),
  );
  const each = async (action: (page: Page, width: number) => Promise<void>) => {
    for (const { page, viewport } of contexts) await action(page, viewport.width);
  };

  await each(async (page, width) => {
    await page.goto('/dashboard?seccion=refugios');
    await page.getByRole('link', { name: text.account.register }).waitFor();
    await shoot(page, `registrar-mi-cuenta-sin-refugio-${width}.png`);
    await page.goto('/registrar-refugio');
    await page.getByRole('button', { name: text.submit }).waitFor();
    await shoot(page, `registrar-formulario-${width}.png`);
    await page.getByRole('radio', { name: /Protectora/ }).check({ force: true });
    await page.getByLabel(/^CIF/).fill('G41234564');
    await page.getByRole('button', { name: text.submit }).click();
    await page.getByText(shelterApplicationsMessages.errors.invalidProvince).waitFor();
    await shoot(page, `registrar-formulario-errores-${width}.png`);
  });

  // Sent through the API (the form's journey is the E2E spec's), then followed on screen.
  const applicantTokens = await login(baseURL, applicant);
  const sent = await getJson<{ id: number }>(`${baseURL}/shelters/api/applications/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${applicantTokens.access}`,
    },
    body: JSON.stringify({ ...APPLICATION, email: applicant }),
  });
  const showState = async (file: string, state: string) =>
    each(async (page, width) => {
      await page.goto('/registrar-refugio');
      await page.getByRole('list', { name: text.view.stepsLabel }).waitFor();
      await page
        .getByText(shelterApplicationsMessages.states[state as 'enviada'])
        .first()
        .waitFor();
      await shoot(page, `registrar-${file}-${width}.png`);
    });
  await showState('enviada', 'enviada');
  await each(async (page, width) => {
    await page.goto('/dashboard?seccion=refugios');
    await page.getByRole('link', { name: text.account.open }).waitFor();
    await shoot(page, `registrar-mi-cuenta-solicitud-${width}.png`);
  });
  await decide(sent.id, 'en_revision');
  await showState('en-revision', 'en_revision');
  await decide(
    sent.id,
    'info_solicitada',
    'Para verificaros necesitamos el número de inscripción en el Registro de Asociaciones de Andalucía y una foto de los estatutos.',
  );
  await showState('info-solicitada', 'info_solicitada');
  await each(async (page, width) => {
    await page.goto('/dashboard?seccion=refugios');
    await page.getByRole('link', { name: text.account.answer }).waitFor();
    await shoot(page, `registrar-mi-cuenta-responder-${width}.png`);
  });
  await decide(sent.id, 'aprobada', '¡Bienvenidos a Huella! Ya podéis publicar vuestros animales.');
  await showState('aprobada', 'aprobada');
  for (const { page } of contexts) await page.context().close();

  // Rejected: another applicant.
  const rejectedTokens = await login(baseURL, rejected);
  const other = await getJson<{ id: number }>(`${baseURL}/shelters/api/applications/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${rejectedTokens.access}`,
    },
    body: JSON.stringify({
      ...APPLICATION,
      name: 'Refugio Los Olivos',
      kind: 'Particular',
      tax_id: '',
      email: rejected,
    }),
  });
  await decide(
    other.id,
    'rechazada',
    'No hemos podido comprobar vuestra actividad: no hay animales ni referencias públicas de la casa de acogida.',
  );
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, rejected, viewport);
    const page = await context.newPage();
    await page.goto('/registrar-refugio');
    await page.getByRole('button', { name: text.view.applyAgain }).waitFor();
    await shoot(page, `registrar-rechazada-${viewport.width}.png`);
    await context.close();
  }

  // A shelter's figures: the demo shelter's administrator.
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.shelterAdmin, viewport);
    const page = await context.newPage();
    await page.goto('/dashboard?seccion=refugios');
    await page.getByRole('button', { name: text.stats.open }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('figure', { name: text.stats.overTime }).waitFor();
    await dialog.locator('.recharts-surface').first().waitFor();
    await settle(page);
    await page.screenshot({
      path: path.join(outDir, `registrar-estadisticas-${viewport.width}.png`),
    });
    console.log(`  registrar-estadisticas-${viewport.width}.png`);
    await dialog.getByRole('heading', { name: text.stats.perAnimal }).evaluate((heading) => {
      // Scroll the panel itself (not the page under it) to the table.
      let panel = heading.parentElement;
      while (panel && panel.scrollHeight <= panel.clientHeight) panel = panel.parentElement;
      if (panel) {
        panel.scrollTop +=
          heading.getBoundingClientRect().top - panel.getBoundingClientRect().top - 16;
      }
    });
    await page.screenshot({
      path: path.join(outDir, `registrar-estadisticas-tabla-${viewport.width}.png`),
    });
    console.log(`  registrar-estadisticas-tabla-${viewport.width}.png`);
    await context.close();
  }
}

// ---------------------------------------------------------------------------
// Staff moderation (issue 17, lane W3): the dashboard's figures and charts,
// Denuncias (a guest's report made here) and one report with its resolve
// dialog, Usuarios and an account deactivated here, and Auditoría.

async function staffModeration(browser: Browser, baseURL: string) {
  if (!wanted('staff-moderacion')) return;
  const { access } = await login(baseURL, DEMO_ACCOUNTS.staff);
  const auth = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const [animal] = await getJson<Array<{ id: number }>>(`${baseURL}/api/animals?page_size=1`);
  await getJson(`${baseURL}/api/animals/${animal!.id}/report/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      reason: 'Información incorrecta',
      message: 'La edad del anuncio no coincide con las fotos: parece un cachorro.',
      email: `vecina.${Date.now()}@example.com`,
    }),
  });
  const [report] = await getJson<Array<{ id: number }>>(
    `${baseURL}/staff/api/reports/?pet=${animal!.id}`,
    { headers: auth },
  );
  const email = `tomas.vidal.${Date.now()}@example.com`;
  await getJson(`${baseURL}/users/api/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Tomás',
      last_name: 'Vidal',
      email,
      password: 'Prueba2026',
    }),
  });
  const [user] = await getJson<Array<{ id: number }>>(
    `${baseURL}/staff/api/users/?q=${encodeURIComponent(email)}`,
    { headers: auth },
  );
  await getJson(`${baseURL}/staff/api/users/${user!.id}/activation/`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      active: false,
      reason: 'Mensajes ofensivos a varios refugios tras dos avisos.',
    }),
  });
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.staff, viewport);
    const page = await context.newPage();
    for (const [name, address] of [
      ['staff-moderacion-resumen', '/staff'],
      ['staff-moderacion-denuncias', '/staff/denuncias'],
      ['staff-moderacion-denuncia', `/staff/denuncias/${report!.id}`],
      ['staff-moderacion-usuarios', '/staff/usuarios'],
      ['staff-moderacion-usuario', `/staff/usuarios/${user!.id}`],
      ['staff-moderacion-auditoria', '/staff/auditoria'],
      ['staff-moderacion-correo', '/staff/correo?estado=enviado'],
    ] as const) {
      await page.goto(address);
      await page.locator('h1').first().waitFor();
      await page
        .locator('[aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await shoot(page, `${name}-${viewport.width}.png`);
    }
    await page.goto(`/staff/denuncias/${report!.id}`);
    await page
      .getByRole('button', { name: staffAdminScreensMessages.report.actions.resolve })
      .click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({
      path: path.join(outDir, `staff-moderacion-resolver-${viewport.width}.png`),
    });
    console.log(`  staff-moderacion-resolver-${viewport.width}.png`);
    await context.close();
  }
}
// --- end of the staff moderation block ---

// ---------------------------------------------------------------------------
// Staff: Solicitudes de refugio and Refugios (issue 17): the queue, one
// application with staff's question in its history (and the approval dialog),
// the shelters, one shelter with its edit form and its suspension dialog.

async function staffShelterScreens(browser: Browser, baseURL: string) {
  if (!wanted('staff-solicitudes') && !wanted('staff-refugios')) return;
  const staffTokens = await login(baseURL, DEMO_ACCOUNTS.staff);
  const auth = {
    authorization: `Bearer ${staffTokens.access}`,
    'content-type': 'application/json',
  };
  // An open application: the demo data's, or one the demo adopter sends now.
  let [application] = await getJson<Array<{ id: number }>>(
    `${baseURL}/staff/api/shelter-applications/?estado=enviada`,
    { headers: auth },
  );
  if (!application) {
    const adopter = await login(baseURL, DEMO_ACCOUNTS.adopter);
    application = await getJson<{ id: number }>(`${baseURL}/shelters/api/applications/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adopter.access}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Protectora Galgos de la Campiña',
        kind: 'Protectora',
        tax_id: 'G28000008',
        registry_number: '',
        address: 'Calle de la Feria 12',
        city: 'Carmona',
        province: 'Sevilla',
        postcode: '41410',
        phone: '600123456',
        email: DEMO_ACCOUNTS.adopter,
        web: 'https://galgos-campina.example.org',
        facebook: 'galgoscampina',
        instagram: '@galgos_campina',
        message:
          'Somos seis voluntarias y rescatamos galgos en la campiña sevillana desde 2015; tenemos doce en acogida.',
      }),
    });
  }
  await getJson(`${baseURL}/staff/api/shelter-applications/${application.id}/state/`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      state: 'info_solicitada',
      reason: 'Enviadnos el número de inscripción en el registro andaluz de entidades, por favor.',
    }),
  });
  const [shelter] = await getJson<Array<{ id: number }>>(
    `${baseURL}/staff/api/shelters/?q=${encodeURIComponent('Huellas de Madrid')}`,
    { headers: auth },
  );
  if (!shelter) throw new Error('No demo shelter to photograph');
  const text = staffSheltersScreensMessages;
  const dialog = async (page: Page, button: string, file: string) => {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(outDir, file) });
    console.log(`  ${file}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  };
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.staff, viewport);
    const page = await context.newPage();
    for (const [name, address] of [
      ['staff-solicitudes', '/staff/solicitudes'],
      ['staff-solicitud', `/staff/solicitudes/${application.id}`],
      ['staff-refugios', '/staff/refugios'],
      ['staff-refugio', `/staff/refugios/${shelter.id}`],
    ] as const) {
      await page.goto(address);
      await page.locator('h1').first().waitFor();
      await page
        .locator('[aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await shoot(page, `${name}-${viewport.width}.png`);
    }
    await dialog(page, text.shelter.edit, `staff-refugio-editar-${viewport.width}.png`);
    await dialog(
      page,
      text.shelter.actions.suspend,
      `staff-refugio-suspender-${viewport.width}.png`,
    );
    await page.goto(`/staff/solicitudes/${application.id}`);
    await page.locator('h1').first().waitFor();
    await dialog(
      page,
      text.application.actions.aprobada,
      `staff-solicitud-aprobar-${viewport.width}.png`,
    );
    await context.close();
  }
}
// --- end of the staff shelters block ---

// --- compatibility questionnaire (issue 20) ---
/**
 * `compatibilidad`: Mi cuenta's questionnaire empty (the shelter administrator
 * has none), with its errors, and filled (the demo adopter's), the catalogue's
 * cards with their badges (newest first and by compatibility) and Favoritos',
 * an animal page's block and the hint for someone without a questionnaire
 * (staff), the adoption form filled from it, a guest refused the order, and
 * the announcement form's new traits.
 */
async function compatibilityScreens(browser: Browser, baseURL: string) {
  if (!wanted('compatibilidad')) return;
  // A dog still open to requests that needs a garden (the demo adopter has none).
  const dogs = await getJson<Array<{ id: number; name: string; state: string }>>(
    `${baseURL}/api/animals?category=dog&page_size=100`,
  );
  const gardenDog = dogs.find(
    (dog) => ['Bruno', 'Tango', 'Duna', 'Bambú'].includes(dog.name) && dog.state === 'en_adopcion',
  );
  if (!gardenDog) throw new Error('No demo dog that needs a garden is open to requests');
  const section = compatibilityMessages.section;
  const quiet = (page: Page) =>
    page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);

  for (const viewport of Object.values(VIEWPORTS)) {
    const w = viewport.width;
    const adopter = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.adopter, viewport);
    let page = await adopter.newPage();
    await page.goto('/dashboard?seccion=cuestionario');
    await page.getByText(/^Actualizado el /).waitFor();
    await shoot(page, `compatibilidad-cuestionario-${w}.png`);
    await page.goto('/adopciones');
    await page.getByText(compatibilityMessages.reasons.gardenMissing).first().waitFor();
    await shoot(page, `compatibilidad-adopciones-${w}.png`);
    await page.goto('/adopciones?orden=compatibilidad');
    await quiet(page);
    await page.getByRole('main').getByRole('article').first().waitFor();
    await shoot(page, `compatibilidad-adopciones-orden-${w}.png`);
    await page.goto('/dashboard?seccion=favoritos');
    await page.getByRole('heading', { level: 2, name: accountMessages.favourites.title }).waitFor();
    await quiet(page);
    await shoot(page, `compatibilidad-favoritos-${w}.png`);
    await page.goto(`/adopciones/animal/${gardenDog.id}`);
    await page.getByRole('region', { name: compatibilityMessages.badges.considerTitle }).waitFor();
    await shoot(page, `compatibilidad-animal-${w}.png`);
    await page.goto(`/adopciones/animal/${gardenDog.id}/solicitar`);
    await page.getByText(compatibilityMessages.prefill.notice).waitFor();
    await shoot(page, `compatibilidad-solicitud-${w}.png`);
    await adopter.close();

    const admin = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.shelterAdmin, viewport);
    page = await admin.newPage();
    await page.goto('/dashboard?seccion=cuestionario');
    await page.getByText(compatibilityMessages.errors.notFound).waitFor();
    await shoot(page, `compatibilidad-cuestionario-vacio-${w}.png`);
    await page.getByRole('button', { name: section.save }).click();
    await page.getByRole('alert').first().waitFor();
    await shoot(page, `compatibilidad-cuestionario-errores-${w}.png`);
    await page.goto('/dashboard/adoption_announcement');
    await page.getByLabel(compatibilityMessages.traits.energy).waitFor();
    await page
      .getByLabel(compatibilityMessages.traits.energy)
      .selectOption({ label: compatibilityMessages.energy.alta });
    await page.getByLabel(compatibilityMessages.traits.needsGarden).selectOption('true');
    await shoot(page, `compatibilidad-anuncio-${w}.png`);
    await admin.close();

    const staff = await signedInContext(browser, baseURL, DEMO_ACCOUNTS.staff, viewport);
    page = await staff.newPage();
    await page.goto(`/adopciones/animal/${gardenDog.id}`);
    await page.getByText(compatibilityMessages.badges.noQuestionnaire).waitFor();
    await shoot(page, `compatibilidad-animal-sin-cuestionario-${w}.png`);
    await staff.close();

    const guest = await browser.newContext({ baseURL, viewport, locale: 'es-ES' });
    page = await guest.newPage();
    await page.goto('/adopciones?orden=compatibilidad');
    await page.getByText(compatibilityMessages.errors.sortSignIn).waitFor();
    await shoot(page, `compatibilidad-invitado-${w}.png`);
    await guest.close();
  }
}
// --- end of the compatibility block ---

mkdirSync(outDir, { recursive: true });
const server = await startServer();
// The mail the server writes (support/outbox.ts reads it there).
process.env.E2E_DATA_DIR = server.dataDir;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(`Saving screenshots to ${path.relative(process.cwd(), outDir) || outDir}`);
  await publicPages(browser, server.url);
  await animalPages(browser, server.url);
  await favourites(browser, server.url);
  await dashboard(browser, server.url);
  await noShelter(browser, server.url);
  await account(browser, server.url);
  await announcementForm(browser, server.url);
  await announcements(browser, server.url);
  await shelters(browser, server.url);
  await adoption(browser, server.url);
  await chatScreen(browser, server.url);
  await blog(browser, server.url);
  await staff(browser, server.url);
  await shopScreens(browser, server.url);
  await checkoutScreens(browser, server.url);
  await staffShop(browser, server.url);
  await shelterApplication(browser, server.url);
  await staffModeration(browser, server.url);
  await staffShelterScreens(browser, server.url);
  await compatibilityScreens(browser, server.url);
} finally {
  await browser.close();
  await server.stop();
}
