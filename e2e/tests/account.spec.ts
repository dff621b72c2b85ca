/**
 * Mi cuenta → Cuenta against the real API (spec §2 Cuenta, §4, §5; PRODUCT.md
 * "Cuenta saves every field" and RGPD): a user edits every field and finds it
 * after a reload; a wrong phone or postcode is told in Spanish and nothing is
 * saved; the password changes and only the new one signs in; a photo drawn by
 * the browser goes through the image pipeline into the page's header and the
 * photo section, and away again; a file that is not an image is refused; the
 * data download holds the account, its favourites and sessions; the account
 * is deleted with its password and cannot sign in any more. Axe on the view,
 * the form with errors and the deletion form and its confirmation.
 * Mi cuenta opens on what the person uses: the demo adopter on Mis
 * solicitudes, a new user on Favoritos; a user with no shelter reads what it
 * takes to publish instead of the form, and writes to the team with the
 * subject filled in.
 *
 * Every journey registers a user of its own (the landing one also reads the
 * demo adopter, without changing anything).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  accountMessages,
  adoptionRequestsScreensMessages,
  announcementsMessages,
  authMessages,
  commonMessages,
  contactMessages,
  imagesMessages,
} from '@huella/shared/messages';
import { USER_EXPORT_FILENAME, type UserExport } from '@huella/shared/schemas/users';
import { expectNoAxeViolations } from '../support/axe';
import { listAnimals } from '../support/catalogue';
import { VIEWPORTS } from '../support/pages';
import {
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  signIn,
  storedSession,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

const profileText = accountMessages.profile;
const dataRightsText = accountMessages.dataRights;
const cp = authMessages.changePassword;
const CUENTA = '/dashboard?seccion=cuenta';

/** A fresh account, signed in on Cuenta. */
async function newUser(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  await createAccount(request, { email, firstName: 'Lucía' });
  await signIn(page, email, TEST_PASSWORD, CUENTA);
  await expect(page.getByRole('heading', { level: 2, name: profileText.title })).toBeVisible();
  const { accessToken } = await storedSession(page);
  return { email, auth: { authorization: `Bearer ${accessToken}` } };
}

const accountData = (page: Page) => page.getByRole('region', { name: profileText.title });

/** The value Cuenta shows beside a label in view mode. */
const shown = (page: Page, label: string) =>
  accountData(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const field = (page: Page, label: string) => accountData(page).getByLabel(label, { exact: true });

/** Every PUT of the profile the page sends from now on. */
function profileWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/users/api/users/me/')
      writes.push(request.postData() ?? '');
  });
  return writes;
}

/** Signs in through the login screen, as a returning user does. */
async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(authMessages.login.email).fill(email);
  await page.getByLabel(authMessages.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: authMessages.login.submit }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: authMessages.logout.label }).click();
  await page
    .getByRole('alertdialog', { name: authMessages.logout.confirmTitle })
    .getByRole('button', { name: commonMessages.dialog.confirm })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a user edits every field of the account and finds it after a reload', async ({
  page,
  request,
}) => {
  const { email, auth } = await newUser(page, request, 'cuenta');
  await expectNoAxeViolations(page, `${CUENTA} (ver)`);
  await expect(shown(page, profileText.fields.first_name)).toHaveText('Lucía');
  await expect(shown(page, profileText.fields.phone)).toHaveText(profileText.notSet);

  await accountData(page).getByRole('button', { name: profileText.edit }).click();
  await expect(field(page, profileText.fields.first_name)).toBeFocused();
  const typed: Record<string, string> = {
    [profileText.fields.first_name]: 'Lucía María',
    [profileText.fields.last_name]: 'Fernández Ruiz',
    [profileText.fields.phone]: '+351 912 345 678',
    [profileText.fields.address]: 'Rua Augusta 24, 2º',
    [profileText.fields.postcode]: '1100-053',
    [profileText.fields.city]: 'Lisboa',
    [profileText.fields.web]: 'www.lucia-adopta.pt',
    [profileText.fields.instagram]: '@lucia.adopta',
    [profileText.fields.facebook]: 'lucia.adopta',
  };
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
  await field(page, profileText.fields.country).selectOption({ label: 'Portugal' });
  await accountData(page).getByRole('button', { name: profileText.save }).click();

  // Saved: back to view mode, with the focus where the user left for the form.
  await expect(page.getByText(profileText.saved)).toBeVisible();
  await expect(accountData(page).getByRole('button', { name: profileText.edit })).toBeFocused();
  // The address is not among these fields: it changes in its own form, with the
  // password and a confirmation from the new address (email.spec.ts).
  expect((await storedSession(page)).userEmail).toBe(email);

  await page.reload();
  const expected: Record<string, string> = {
    ...typed,
    [profileText.fields.country]: 'Portugal',
    // What people type becomes a working link.
    [profileText.fields.web]: 'https://www.lucia-adopta.pt',
  };
  for (const [label, value] of Object.entries(expected))
    await expect(shown(page, label), label).toHaveText(value);
  await expect(page.getByText(accountMessages.greeting('Lucía María'))).toBeVisible();

  const me = await (await request.get('/users/api/users/me/', { headers: auth })).json();
  expect(me).toMatchObject({
    first_name: 'Lucía María',
    last_name: 'Fernández Ruiz',
    email,
    phone: '+351 912 345 678',
    address: 'Rua Augusta 24, 2º',
    postcode: '1100-053',
    city: 'Lisboa',
    country: 'Portugal',
    web: 'https://www.lucia-adopta.pt',
    instagram: '@lucia.adopta',
    facebook: 'lucia.adopta',
  });
});

test('a wrong phone or postcode is told in Spanish beside its field and nothing is saved', async ({
  page,
  request,
}) => {
  const { auth } = await newUser(page, request, 'cuenta-mal');
  const writes = profileWrites(page);
  await accountData(page).getByRole('button', { name: profileText.edit }).click();
  await field(page, profileText.fields.city).fill('Madrid');
  await field(page, profileText.fields.phone).fill('12345');
  await field(page, profileText.fields.country).selectOption({ label: 'España' });
  await field(page, profileText.fields.postcode).fill('2801');
  await accountData(page).getByRole('button', { name: profileText.save }).click();

  await expect(field(page, profileText.fields.phone)).toHaveAccessibleDescription(
    commonMessages.errors.invalidPhone,
  );
  await expect(field(page, profileText.fields.phone)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, profileText.fields.postcode)).toHaveAccessibleDescription(
    commonMessages.errors.invalidPostcode.España,
  );
  // The first wrong field takes the cursor; the form stays open.
  await expect(field(page, profileText.fields.phone)).toBeFocused();
  await expect(accountData(page).getByRole('button', { name: profileText.save })).toBeVisible();
  await expectNoAxeViolations(page, `${CUENTA} (editar, con errores)`);

  // A postcode of another country is still wrong for Spain.
  await field(page, profileText.fields.phone).fill('612 345 678');
  await field(page, profileText.fields.postcode).fill('1100-053');
  await accountData(page).getByRole('button', { name: profileText.save }).click();
  await expect(field(page, profileText.fields.postcode)).toHaveAccessibleDescription(
    commonMessages.errors.invalidPostcode.España,
  );
  expect(writes).toEqual([]);

  await accountData(page).getByRole('button', { name: profileText.cancel }).click();
  await page.reload();
  for (const label of [
    profileText.fields.phone,
    profileText.fields.postcode,
    profileText.fields.city,
    profileText.fields.country,
  ])
    await expect(shown(page, label), label).toHaveText(profileText.notSet);

  // The server holds the same rules for any other client.
  const refused = await request.put('/users/api/users/me/', {
    headers: auth,
    data: { first_name: 'Lucía', email: (await storedSession(page)).userEmail, phone: '12345' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toEqual({ phone: [commonMessages.errors.invalidPhone] });
  const me = await (await request.get('/users/api/users/me/', { headers: auth })).json();
  expect(me).toMatchObject({ phone: '', postcode: '', city: '', country: '' });
});

test('a user changes the password and signs in with the new one, not the old one', async ({
  page,
  request,
}) => {
  const { email } = await newUser(page, request, 'contrasena');
  const NEW_PASSWORD = 'Cambiada2026';
  const security = page.getByRole('region', { name: profileText.sections.security });
  await security.getByRole('button', { name: accountMessages.changePassword.open }).click();
  await expect(security.getByLabel(cp.current)).toBeFocused();
  await security.getByLabel(cp.current).fill(TEST_PASSWORD);
  await security.getByLabel(cp.next, { exact: true }).fill(NEW_PASSWORD);
  await security.getByLabel(accountMessages.changePassword.repeat).fill('Cambiada2027');
  await security.getByRole('button', { name: accountMessages.changePassword.submit }).click();
  await expect(
    security.getByLabel(accountMessages.changePassword.repeat),
  ).toHaveAccessibleDescription(authMessages.validation.passwordsDontMatch);

  await security.getByLabel(accountMessages.changePassword.repeat).fill(NEW_PASSWORD);
  await security.getByRole('button', { name: accountMessages.changePassword.submit }).click();
  await expect(security.getByText(cp.done)).toBeVisible();
  // This session carries on with the new tokens.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: profileText.title })).toBeVisible();

  await logOut(page);
  await logInThroughForm(page, email, TEST_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(authMessages.login.badCredentials);
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: accountMessages.title })).toBeVisible();
});

/** A real photo, drawn on a canvas by the browser itself. */
async function drawPhoto(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e8833a';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#1e3a5f';
    context.beginPath();
    context.arc(160, 120, 70, 0, 2 * Math.PI);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return {
    name: 'yo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
  };
}

/** The profile photos on the page (the header's beside the greeting, and Foto de perfil's), loaded. */
async function expectPhotos(page: Page, count: number) {
  const photos = page.getByRole('main').locator('img[src*="/media/avatars/"]');
  await expect(photos).toHaveCount(count);
  for (const photo of await photos.all()) {
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test('a user changes the profile photo, sees it in the header and in Cuenta, and removes it; a file that is not an image is refused', async ({
  page,
  request,
}) => {
  await newUser(page, request, 'foto');
  const photo = page.getByRole('region', { name: profileText.photo.title });
  const change = photo.getByRole('button', { name: profileText.photo.change });
  // Without a photo the initials stand in, in the header and in the section.
  await expectPhotos(page, 0);

  let uploads = 0;
  page.on('request', (request) => {
    if (
      request.method() === 'PUT' &&
      new URL(request.url()).pathname === '/users/api/users/me/avatar/'
    )
      uploads += 1;
  });
  let chooser = page.waitForEvent('filechooser');
  await change.click();
  await (
    await chooser
  ).setFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(photo.getByRole('alert')).toHaveText(imagesMessages.errors.invalid);
  expect(uploads).toBe(0);

  // Named and typed as a PNG, but not one: the server looks at the content.
  chooser = page.waitForEvent('filechooser');
  await change.click();
  await (
    await chooser
  ).setFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una foto') });
  await expect(photo.getByRole('alert')).toHaveText(imagesMessages.errors.invalid);
  expect(uploads).toBe(1);
  await expectPhotos(page, 0);

  chooser = page.waitForEvent('filechooser');
  await change.click();
  await (await chooser).setFiles(await drawPhoto(page));
  await expect(page.getByText(profileText.photo.saved)).toBeVisible();
  await expect(photo.getByRole('alert')).toHaveCount(0);
  await expect(photo.getByRole('img', { name: profileText.photo.alt('Lucía') })).toBeVisible();
  await expectPhotos(page, 2);
  await expect(change).toBeFocused();

  await page.reload();
  await expect(photo.getByRole('img', { name: profileText.photo.alt('Lucía') })).toBeVisible();
  await expectPhotos(page, 2);
  await expectNoAxeViolations(page, `${CUENTA} (con foto)`);

  await photo.getByRole('button', { name: profileText.photo.remove }).click();
  await expect(page.getByText(profileText.photo.removed)).toBeVisible();
  await expectPhotos(page, 0);
  await expect(change).toBeFocused();
  await page.reload();
  await expect(photo.getByRole('button', { name: profileText.photo.change })).toBeVisible();
  await expectPhotos(page, 0);
  await expect(photo.getByRole('button', { name: profileText.photo.remove })).toHaveCount(0);
});

test('a user downloads their data: the account, its favourites and its sessions', async ({
  page,
  request,
}) => {
  const { email, auth } = await newUser(page, request, 'datos');
  const me = (await (await request.get('/users/api/users/me/', { headers: auth })).json()) as {
    id: number;
  };
  const {
    animals: [animal],
  } = await listAnimals(request, { page_size: '1' });
  const added = await request.post(`/users/api/users/${me.id}/add-favourite-pet/`, {
    headers: auth,
    data: { pet_id: animal!.id },
  });
  expect(added.status()).toBe(200);

  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: dataRightsText.title })
    .getByRole('button', { name: dataRightsText.download })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(USER_EXPORT_FILENAME);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as UserExport;
  expect(data.account).toMatchObject({ id: me.id, email, first_name: 'Lucía' });
  expect(data.favourites).toEqual([
    { pet_id: animal!.id, name: animal!.name, added_at: expect.any(String) },
  ]);
  // The session in this browser (and the one the test's sign-in made).
  expect(data.sessions.active).toBeGreaterThanOrEqual(1);
  expect(Date.parse(data.generated_at)).not.toBeNaN();
});

test('a user deletes the account with the password and can no longer sign in', async ({
  page,
  request,
}) => {
  const { email } = await newUser(page, request, 'baja');
  const rights = page.getByRole('region', { name: dataRightsText.title });
  await rights.getByRole('button', { name: dataRightsText.delete }).click();
  const form = page.getByRole('form', { name: dataRightsText.deleteTitle });
  await expect(form.getByLabel(dataRightsText.password)).toBeFocused();
  await expectNoAxeViolations(page, `${CUENTA} (eliminar cuenta)`);

  // A wrong password is told on its field, after the last confirmation.
  await form.getByLabel(dataRightsText.password).fill('NoEsLaMia1');
  await form.getByRole('button', { name: dataRightsText.delete }).click();
  let confirm = page.getByRole('alertdialog', { name: dataRightsText.confirmTitle });
  await expect(confirm).toContainText(dataRightsText.confirmMessage);
  await expectNoAxeViolations(page, `${CUENTA} (confirmar eliminación)`);
  await confirm.getByRole('button', { name: dataRightsText.confirmLabel }).click();
  await expect(form.getByLabel(dataRightsText.password)).toHaveAccessibleDescription(
    dataRightsText.wrongPassword,
  );
  await expect(form.getByLabel(dataRightsText.password)).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard/);

  await form.getByLabel(dataRightsText.password).fill(TEST_PASSWORD);
  await form.getByRole('button', { name: dataRightsText.delete }).click();
  confirm = page.getByRole('alertdialog', { name: dataRightsText.confirmTitle });
  await confirm.getByRole('button', { name: dataRightsText.confirmLabel }).click();

  await expect(page.getByText(dataRightsText.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toEqual({
    accessToken: null,
    refreshToken: null,
    userEmail: null,
  });

  await logInThroughForm(page, email, TEST_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(authMessages.login.badCredentials);
  await expect(page).toHaveURL(/\/login$/);
});

const menuOf = (page: Page) => page.getByRole('navigation', { name: accountMessages.menuLabel });

/** The section the menu marks as current (on a phone, behind the Menú button). */
async function currentSection(page: Page) {
  const menu = menuOf(page);
  const toggle = menu.getByRole('button', { name: new RegExp(accountMessages.menu.toggle) });
  if (await toggle.isVisible()) await toggle.click();
  return menu.locator('a[aria-current="page"]');
}

for (const viewport of Object.values(VIEWPORTS)) {
  test(`Mi cuenta opens an adopter on Mis solicitudes, or on Favoritos before any request, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ACCOUNTS.adopter, DEMO_PASSWORD, '/dashboard');
    await expect(
      page.getByRole('heading', { level: 2, name: adoptionRequestsScreensMessages.list.title }),
    ).toBeVisible();
    await expect(await currentSection(page)).toHaveText(adoptionRequestsScreensMessages.list.menu);
    await expect(
      menuOf(page).getByRole('link', { name: adoptionRequestsScreensMessages.received.menu }),
    ).toHaveCount(0);

    const email = uniqueEmail('aterrizaje');
    await createAccount(request, { email, firstName: 'Lucía' });
    await signIn(page, email, TEST_PASSWORD, '/dashboard');
    await expect(page.getByText(accountMessages.favourites.empty)).toBeVisible();
    await expect(await currentSection(page)).toHaveText(accountMessages.menu.favourites);
  });

  test(`a user with no shelter reads what it takes to publish, and writes to the team with the subject filled in, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    const noShelter = announcementsMessages.noShelter;
    await page.setViewportSize(viewport);
    const email = uniqueEmail('sinrefugio');
    await createAccount(request, { email, firstName: 'Lucía' });
    await signIn(page, email, TEST_PASSWORD, '/dashboard?seccion=anuncios');
    const section = page.getByRole('region', { name: accountMessages.announcements.title });
    await expect(section.getByRole('heading', { name: noShelter.title })).toBeVisible();
    await expect(section.getByText(announcementsMessages.shelters.none)).toBeVisible();
    await expect(
      section.getByRole('link', { name: accountMessages.announcements.add }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page, `Anuncios without a shelter at ${viewport.width} px`);

    // The form's own address explains the same, and offers no form.
    await page.goto('/dashboard/adoption_announcement');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: noShelter.title })).toBeVisible();
    await expect(main.getByText(announcementsMessages.shelters.none)).toBeVisible();
    await expect(main.getByRole('button', { name: announcementsMessages.submit })).toHaveCount(0);
    await expectNoAxeViolations(
      page,
      `the announcement form without a shelter at ${viewport.width} px`,
    );

    await main.getByRole('link', { name: noShelter.contact }).click();
    await expect(page).toHaveURL(/\/contacto\?asunto=/);
    await expect(page.getByLabel(contactMessages.form.subject)).toHaveValue(
      noShelter.contactSubject,
    );
  });
}
