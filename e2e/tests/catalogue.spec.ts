/**
 * The adoption catalogue against the real API and the demo animals: results
 * in sight at once, filters that apply as they change, Spanish addresses (and
 * a notice for what they do not understand), search and pages that land on
 * the results, the card's shelter link, the animal's page (photos, views),
 * reporting an announcement, an unknown animal, and the tags a shared link
 * shows before any JavaScript runs.
 */
import { expect, test, type Page } from '@playwright/test';
import { adoptionsMessages } from '@huella/shared/messages';
import { animalNamed, cardNames, cardOf, listAnimals, VIEWS_ANIMAL } from '../support/catalogue';
import { VIEWPORTS } from '../support/pages';
import {
  createAccount,
  signIn,
  storedSession,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

const filtersText = adoptionsMessages.filters;
const list = adoptionsMessages.list;
const detail = adoptionsMessages.detail;
const report = adoptionsMessages.report;

const filtersForm = (page: Page) => page.getByRole('search', { name: filtersText.title });
const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The results' heading; its name goes on with the count. */
const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${list.title}`) });

test('a guest filters by place, category and sex as they choose; the search survives a reload', async ({
  page,
  request,
}) => {
  const expected = await listAnimals(request, {
    location: 'valencia',
    category: 'cat',
    gender: 'hembra',
  });
  expect(expected.total).toBeGreaterThan(0);

  await page.goto('/adopciones');
  const form = filtersForm(page);
  // Each select applies as it changes, without a 'Buscar', in a Spanish address;
  // the person choosing keeps their place (focus stays on the select).
  await form.getByLabel(filtersText.location).focus();
  await form
    .getByLabel(filtersText.location)
    .selectOption({ label: filtersText.locations.valencia });
  await expect.poll(() => searchParams(page)).toEqual({ ciudad: 'valencia' });
  await expect(form.getByLabel(filtersText.location)).toBeFocused();
  await form.getByLabel(filtersText.category).selectOption({ label: filtersText.categories.cat });
  await form.getByText(filtersText.more).click();
  await form.getByLabel(filtersText.gender).selectOption({ label: filtersText.genders.hembra });

  const address = { ciudad: 'valencia', categoria: 'gato', sexo: 'hembra' };
  await expect.poll(() => searchParams(page)).toEqual(address);
  await expect(resultsHeading(page)).toContainText(list.results(expected.total));
  await expect.poll(() => cardNames(page)).toEqual(expected.animals.map((animal) => animal.name));
  for (const card of await page.getByRole('main').getByRole('article').all()) {
    await expect(card).toContainText(filtersText.locations.valencia);
  }

  await page.reload();
  await expect(form.getByLabel(filtersText.location)).toHaveValue('valencia');
  await expect(form.getByLabel(filtersText.category)).toHaveValue('gato');
  await expect(form.getByLabel(filtersText.gender)).toHaveValue('hembra');
  await expect.poll(() => cardNames(page)).toEqual(expected.animals.map((animal) => animal.name));
});

test('a shared Spanish address filters, and one it does not understand says so', async ({
  page,
  request,
}) => {
  const expected = await listAnimals(request, { location: 'valencia', category: 'cat' });
  expect(expected.total).toBeGreaterThan(0);
  await page.goto('/adopciones?categoria=gato&ciudad=valencia');
  await expect.poll(() => cardNames(page)).toEqual(expected.animals.map((animal) => animal.name));
  await expect(filtersForm(page).getByLabel(filtersText.category)).toHaveValue('gato');
  await expect(page.getByText(adoptionsMessages.notice.title)).toHaveCount(0);

  const everything = await listAnimals(request);
  await page.goto('/adopciones?categoria=dragon');
  const notice = page.getByRole('status').filter({ hasText: adoptionsMessages.notice.title });
  await expect(notice).toContainText(adoptionsMessages.notice.text(['categoria=dragon']));
  await expect(resultsHeading(page)).toContainText(list.results(everything.total));
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`the first results are in sight without scrolling at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/adopciones');
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('a guest searches in Spanish: a plural without its accent finds the animal', async ({
  page,
  request,
}) => {
  // The demo's ferrets are described as "hurón"/"hurona"; nobody wrote "hurones".
  const expected = await listAnimals(request, { q: 'hurones' });
  expect(expected.animals.map((animal) => animal.name)).toContain('Lince');

  await page.goto('/adopciones');
  const box = filtersForm(page).getByRole('searchbox', { name: filtersText.q });
  await box.fill('hurones');
  await box.press('Enter');
  await expect.poll(() => searchParams(page)).toEqual({ q: 'hurones' });
  await expect.poll(() => cardNames(page)).toEqual(expected.animals.map((animal) => animal.name));
  // Focus lands on the results, whose heading says how many there are.
  await expect(resultsHeading(page)).toBeFocused();
  await expect(resultsHeading(page)).toContainText(list.results(expected.total));

  await page.reload();
  await expect(box).toHaveValue('hurones');
  await expect.poll(() => cardNames(page)).toEqual(expected.animals.map((animal) => animal.name));

  await box.fill('unicornio volador');
  await filtersForm(page).getByRole('button', { name: filtersText.search }).click();
  await expect(page.getByText(list.empty)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expect(resultsHeading(page)).toBeFocused();
});

for (const viewport of Object.values(VIEWPORTS)) {
  test(`a guest pages to page 2 and back, sorted by name, landing on the results at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const first = await listAnimals(request, { sort: 'name' });
    const second = await listAnimals(request, { sort: 'name', page: '2' });
    expect(first.total).toBeGreaterThan(30);
    const names = (animals: typeof first.animals) => animals.map((animal) => animal.name);

    await page.goto('/adopciones');
    const sort = page.getByRole('main').getByLabel(filtersText.sort);
    await sort.selectOption({ label: filtersText.sorts.name });
    await expect.poll(() => searchParams(page)).toEqual({ orden: 'nombre' });
    await expect(resultsHeading(page)).toContainText(list.results(first.total));
    await expect.poll(() => cardNames(page)).toEqual(names(first.animals));

    const pagination = page.getByRole('navigation', { name: adoptionsMessages.pagination.label });
    await pagination.getByRole('link', { name: adoptionsMessages.pagination.page(2) }).click();
    await expect.poll(() => searchParams(page)).toEqual({ orden: 'nombre', pagina: '2' });
    await expect.poll(() => cardNames(page)).toEqual(names(second.animals));
    await expect(
      pagination.getByRole('link', { name: adoptionsMessages.pagination.page(2) }),
    ).toHaveAttribute('aria-current', 'page');
    // Page 2 opens on its results, not back on the page's title.
    await expect(resultsHeading(page)).toBeFocused();
    await expect(resultsHeading(page)).toContainText(list.results(first.total));
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    await expect(page.getByRole('main').getByRole('article').first()).toBeInViewport();

    await page.reload();
    await expect(sort).toHaveValue('name');
    await expect.poll(() => cardNames(page)).toEqual(names(second.animals));

    await pagination.getByRole('link', { name: adoptionsMessages.pagination.previous }).click();
    await expect.poll(() => searchParams(page)).toEqual({ orden: 'nombre' });
    await expect.poll(() => cardNames(page)).toEqual(names(first.animals));

    await page.goBack();
    await expect.poll(() => searchParams(page)).toEqual({ orden: 'nombre', pagina: '2' });
    await expect.poll(() => cardNames(page)).toEqual(names(second.animals));
  });
}

test('a card names its shelter, and the name leads to the shelter’s page', async ({
  page,
  request,
}) => {
  const animal = (await animalNamed(request, 'Almendra')) as Awaited<
    ReturnType<typeof animalNamed>
  > & { shelter: { id: number; name: string } };
  await page.goto('/adopciones?q=almendra');
  const card = cardOf(page, animal.name);
  const shelterLink = card.getByRole('link', { name: animal.shelter.name });
  await expect(shelterLink).toHaveAttribute('href', `/refugios/${animal.shelter.id}`);
  await shelterLink.click();
  await expect(page).toHaveURL(new RegExp(`/refugios/${animal.shelter.id}$`));
});

test('a guest opens an animal: photos from the variants, the main one first, and its views', async ({
  page,
  request,
}) => {
  const animal = await animalNamed(request, 'Almendra');
  expect(animal.images.length).toBeGreaterThan(1);

  await page.goto('/adopciones?q=almendra');
  const card = cardOf(page, animal.name);
  const cardImage = card.locator('img');
  await expect(cardImage).toHaveAttribute(
    'srcset',
    new RegExp(`${animal.images[0]!.variants['400']} 400w`),
  );
  await expect(cardImage).toHaveAttribute('width', String(animal.images[0]!.width));
  await expect(cardImage).toHaveAttribute('height', String(animal.images[0]!.height));
  await card.getByRole('link', { name: animal.name }).click();

  await expect(page).toHaveURL(new RegExp(`/adopciones/animal/${animal.id}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: animal.name })).toBeVisible();
  const photo = main.getByRole('img', { name: detail.photoAlt(animal.name, 1) });
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('width', String(animal.images[0]!.width));
  await expect(photo).toHaveAttribute('srcset', new RegExp(animal.images[0]!.variants['800']!));
  // The file really arrived from the media route.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const thumbnails = main.getByRole('list', { name: detail.gallery }).locator('img');
  await expect(thumbnails).toHaveCount(animal.images.length);
  for (const thumbnail of await thumbnails.all()) {
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  }
  await main.getByRole('button', { name: detail.showPhoto(2) }).click();
  await expect(main.getByRole('img', { name: detail.photoAlt(animal.name, 2) })).toHaveAttribute(
    'srcset',
    new RegExp(animal.images[1]!.variants['800']!),
  );

  const views = main.getByText(/^[\d.]+ visitas?$/);
  await expect(views).toBeVisible();
  await expect(views.locator('svg.lucide-eye')).toHaveCount(1);
});

test('a signed-in visitor counts as one view a day', async ({ page, request }) => {
  const animal = await animalNamed(request, VIEWS_ANIMAL);
  const email = uniqueEmail('visitas');
  await createAccount(request, { email });
  await signIn(page, email, TEST_PASSWORD, `/adopciones/animal/${animal.id}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: animal.name })).toBeVisible();
  await expect(main.getByText(detail.views(animal.views + 1), { exact: true })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: animal.name })).toBeVisible();
  await expect(main.getByText(detail.views(animal.views + 1), { exact: true })).toBeVisible();
});

test('a guest reports an animal: the reason is required, then a toast confirms', async ({
  page,
  request,
}) => {
  const animal = await animalNamed(request, 'Tortu');
  const reportsSent: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/report/')) reportsSent.push(sent.url());
  });

  await page.goto(`/adopciones/animal/${animal.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: detail.report }).click();
  const dialog = page.getByRole('dialog', { name: report.title });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: report.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(report.reasonRequired);
  expect(reportsSent).toEqual([]);

  await dialog.getByRole('radio', { name: 'Animal ya adoptado' }).check();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel(report.message).fill('La vi adoptada en una feria la semana pasada.');
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith(`/api/animals/${animal.id}/report/`),
  );
  await dialog.getByRole('button', { name: report.submit }).click();
  expect((await stored).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: report.sent })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the form starts empty.
  await main.getByRole('button', { name: detail.report }).click();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(dialog.getByLabel(report.message)).toHaveValue('');
});

test('a signed-in user’s report is stored: it is in their data export', async ({
  page,
  request,
}) => {
  const animal = await animalNamed(request, 'Pimienta');
  const email = uniqueEmail('reporte');
  await createAccount(request, { email });
  await signIn(page, email, TEST_PASSWORD, `/adopciones/animal/${animal.id}`);
  const message = `Las fotos no son de Pimienta (${Date.now()}).`;

  await page.getByRole('main').getByRole('button', { name: detail.report }).click();
  const dialog = page.getByRole('dialog', { name: report.title });
  await dialog.getByRole('radio', { name: 'Información incorrecta' }).check();
  await dialog.getByLabel(report.message).fill(message);
  await dialog.getByRole('button', { name: report.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: report.sent })).toBeVisible();

  const { accessToken } = await storedSession(page);
  const exported = await request.get('/users/api/users/me/export/', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(exported.status()).toBe(200);
  const { reports } = (await exported.json()) as {
    reports: Array<{ pet_id: number; reason: string; message: string }>;
  };
  expect(reports).toEqual([
    expect.objectContaining({ pet_id: animal.id, reason: 'Información incorrecta', message }),
  ]);
});

test('an unknown animal says so and its back button leads to the catalogue', async ({ page }) => {
  for (const id of ['999999', 'no-existe']) {
    await page.goto(`/adopciones/animal/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: detail.notFound })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await main.getByRole('button', { name: detail.back }).click();
    await expect(page).toHaveURL(/\/adopciones$/);
    await expect(resultsHeading(page)).toBeVisible();
  }
});

/** The `content` of `<meta {attribute}="{name}">` in served HTML, entities decoded. */
function metaContent(html: string, attribute: 'name' | 'property', name: string) {
  for (const tag of html.match(/<meta\s[^>]*>/g) ?? []) {
    if (!tag.includes(`${attribute}="${name}"`)) continue;
    return decode(/\scontent="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

test('the served HTML of an animal page has its title, description and share tags', async ({
  request,
  baseURL,
}) => {
  const animal = await animalNamed(request, 'Kira');
  const response = await request.get(`/adopciones/animal/${animal.id}`, {
    headers: { accept: 'text/html' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  const pageUrl = `${baseURL}/adopciones/animal/${animal.id}`;

  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toContain(animal.name);
  expect(metaContent(html, 'name', 'description')).toMatch(/^Kira /);
  expect(html).toContain(`<link rel="canonical" href="${pageUrl}"`);
  expect(metaContent(html, 'property', 'og:url')).toBe(pageUrl);
  expect(metaContent(html, 'property', 'og:title')).toContain(animal.name);
  expect(metaContent(html, 'property', 'og:description')).toMatch(/^Kira /);
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(html, 'name', 'twitter:title')).toContain(animal.name);

  const image = metaContent(html, 'property', 'og:image');
  expect(image).toMatch(new RegExp(`^${baseURL}/media/`));
  expect(metaContent(html, 'name', 'twitter:image')).toBe(image);
  // The absolute address really serves the photo (what WhatsApp or Facebook fetch).
  const photo = await request.get(image!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/webp');
});
