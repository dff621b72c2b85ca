/**
 * The announcement form against the real API (spec §2, §5, §8): the demo
 * shelter administrator publishes an animal with two photos drawn in the
 * browser (a landscape PNG and a portrait JPEG, told apart on the animal's
 * page by their sizes), finds it on /adopciones with both photos in the order
 * chosen, then edits its name and order and sees the change. The required
 * fields and a file that is not an image are refused before anything is sent.
 * Axe on the form empty, with its errors and with photo previews (these also
 * at 375 px).
 *
 * Journeys run in parallel on one database: each publishes an animal of its
 * own, with a name no other animal has.
 */
import type { Locator, Page } from '@playwright/test';
import { adoptionsMessages, announcementsMessages, imagesMessages } from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { VIEWPORTS } from '../support/pages';

const detail = adoptionsMessages.detail;
const FORM_PATH = '/dashboard/adoption_announcement';

interface DrawnImage {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real image file, drawn on a canvas by the browser itself. */
async function drawImage(
  page: Page,
  {
    name,
    width,
    height,
    colour,
    type,
  }: {
    name: string;
    width: number;
    height: number;
    colour: string;
    type: 'image/png' | 'image/jpeg';
  },
): Promise<DrawnImage> {
  const dataUrl = await page.evaluate(
    ({ width, height, colour, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.beginPath();
      context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, 2 * Math.PI);
      context.fill();
      return canvas.toDataURL(type, 0.9);
    },
    { width, height, colour, type },
  );
  return { name, mimeType: type, buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/** A word no demo animal has (letters only, so the Spanish search keeps it whole). */
function uniqueWord() {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = '';
  for (let index = 0; index < 7; index += 1) {
    word += letters[Math.floor(Math.random() * letters.length)];
  }
  return `${word[0]!.toUpperCase()}${word.slice(1)}`;
}

/** Chooses files through the system dialog the drop zone opens, as a user does. */
async function chooseFiles(page: Page, zone: Locator, files: DrawnImage[]) {
  const chooser = page.waitForEvent('filechooser');
  await zone.click();
  await (await chooser).setFiles(files);
}

/**
 * The animal's page shows two photos, the first of the given size (the other
 * is the same drawing turned, so its width is the first one's height), served.
 */
async function expectPhotos(page: Page, name: string, first: { width: number; height: number }) {
  const main = page.getByRole('main');
  const photo = main.getByRole('img', { name: detail.photoAlt(name, 1) });
  await expect(photo).toHaveAttribute('width', String(first.width));
  await expect(photo).toHaveAttribute('height', String(first.height));
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const thumbnails = main.getByRole('list', { name: detail.gallery }).locator('img');
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.nth(1)).toHaveAttribute('width', String(first.height));
}

const form = (page: Page) => page.getByRole('main').locator('form');
const dropZone = (page: Page) =>
  form(page).getByRole('button', {
    name: new RegExp(
      `${announcementsMessages.photos.drop}|${announcementsMessages.photos.dropMore}`,
    ),
  });

test.use({ signedInAs: 'shelterAdmin' });

async function openForm(page: Page) {
  await page.goto(FORM_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: announcementsMessages.title.create }),
  ).toBeVisible();
  // The first of the user's shelters is preselected once they load.
  await expect(form(page).getByLabel(`${announcementsMessages.fields.shelter} *`)).not.toHaveValue(
    '',
  );
}

test('refuses the required fields left empty and a file that is not an image; axe on each state', async ({
  page,
}) => {
  await openForm(page);
  await expectNoAxeViolations(page, `${FORM_PATH} (vacío)`);

  let created = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/pets/api/pets/') {
      created = true;
    }
  });
  await form(page).getByRole('button', { name: announcementsMessages.submit }).click();
  await expect(form(page).getByText(announcementsMessages.errors.requiredFields)).toBeVisible();
  const name = form(page).getByLabel(`${announcementsMessages.fields.name} *`);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  // "All files" in the dialog lets anything through: the form checks it.
  await chooseFiles(page, dropZone(page), [
    { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una foto') },
  ]);
  await expect(form(page).getByText(imagesMessages.errors.invalid)).toBeVisible();
  await expectNoAxeViolations(page, `${FORM_PATH} (errores)`);
  expect(created).toBe(false);

  await chooseFiles(page, dropZone(page), [
    await drawImage(page, {
      name: 'a.png',
      width: 640,
      height: 480,
      colour: '#1e3a5f',
      type: 'image/png',
    }),
    await drawImage(page, {
      name: 'b.jpg',
      width: 480,
      height: 640,
      colour: '#e8833a',
      type: 'image/jpeg',
    }),
  ]);
  await expect(
    form(page).getByRole('button', { name: new RegExp(announcementsMessages.photos.change) }),
  ).toBeVisible();
  await expect(form(page).getByText(imagesMessages.errors.invalid)).toBeHidden();
  await expectNoAxeViolations(page, `${FORM_PATH} (fotos)`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoAxeViolations(page, `${FORM_PATH} (fotos, ${VIEWPORTS.mobile.width} px)`);
});

test('a shelter publishes an animal with two photos, finds it on /adopciones and edits it', async ({
  page,
}) => {
  test.slow();
  const word = uniqueWord();
  const name = `Nube ${word}`;
  await openForm(page);

  await form(page).getByLabel(`${announcementsMessages.fields.name} *`).fill(name);
  await form(page)
    .getByLabel(`${announcementsMessages.fields.kind} *`)
    .selectOption({ label: announcementsMessages.kinds.perro });
  await form(page)
    .getByLabel(announcementsMessages.fields.gender)
    .selectOption({ label: announcementsMessages.genders.hembra });
  await form(page).getByLabel(announcementsMessages.fields.race).fill('Mestizo');
  await form(page)
    .getByLabel(announcementsMessages.fields.description)
    .fill(`${name} es tranquila y cariñosa.`);
  await form(page).getByLabel(announcementsMessages.fields.sterilized).check();

  const landscape = await drawImage(page, {
    name: 'paisaje.png',
    width: 640,
    height: 480,
    colour: '#1e3a5f',
    type: 'image/png',
  });
  const portrait = await drawImage(page, {
    name: 'retrato.jpg',
    width: 480,
    height: 640,
    colour: '#e8833a',
    type: 'image/jpeg',
  });
  await chooseFiles(page, dropZone(page), [landscape, portrait]);
  const photos = form(page).getByRole('list', { name: announcementsMessages.photos.listLabel });
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  // The portrait becomes the main photo, with the keyboard.
  await photos.getByRole('button', { name: announcementsMessages.photos.moveBefore(2) }).focus();
  await page.keyboard.press('Enter');
  await expect(
    photos.getByRole('button', { name: announcementsMessages.photos.moveBefore(1) }),
  ).toBeFocused();

  await form(page).getByRole('button', { name: announcementsMessages.submit }).click();
  const success = form(page).getByText(announcementsMessages.success.created);
  await expect(success).toBeVisible({ timeout: 30_000 });
  const href = await form(page)
    .getByRole('link', { name: announcementsMessages.success.view })
    .getAttribute('href');
  const id = Number(href?.match(/\/adopciones\/animal\/(\d+)$/)?.[1]);
  expect(id).toBeGreaterThan(0);
  // The form starts over.
  await expect(form(page).getByLabel(`${announcementsMessages.fields.name} *`)).toHaveValue('');

  // In the public catalogue, found by its name, with both photos in the order chosen.
  await page.goto(`/adopciones?q=${word.toLowerCase()}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/adopciones/animal/${id}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectPhotos(page, name, { width: 480, height: 640 });

  // Edit: a new name, and the landscape photo first.
  await page.goto(`${FORM_PATH}/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: announcementsMessages.title.edit }),
  ).toBeVisible();
  const nameField = form(page).getByLabel(`${announcementsMessages.fields.name} *`);
  await expect(nameField).toHaveValue(name);
  await expect(form(page).getByLabel(announcementsMessages.fields.sterilized)).toBeChecked();
  const renamed = `${name} Estrella`;
  await nameField.fill(renamed);
  await form(page)
    .getByRole('button', { name: announcementsMessages.photos.moveAfter(1) })
    .click();
  await form(page).getByRole('button', { name: announcementsMessages.submit }).click();
  await expect(page).toHaveURL(/\/dashboard\?seccion=anuncios$/, { timeout: 30_000 });
  await expect(page.getByText(announcementsMessages.success.updated)).toBeVisible();

  await page.goto(`/adopciones/animal/${id}`);
  await expect(main.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expectPhotos(page, renamed, { width: 640, height: 480 });
});
