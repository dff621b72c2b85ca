/**
 * The home page shows animals: the "Recién llegados" strip (the newest
 * animals, a row that scrolls sideways on phones and a grid on a desktop)
 * opens them, and the quick search near the top lands on the filtered
 * catalogue in its Spanish address.
 */
import { adoptionsMessages, homeMessages } from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { cardNames, listAnimals } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { VIEWPORTS } from '../support/pages';

const recentText = homeMessages.recent;
const quick = homeMessages.quickSearch;

for (const viewport of Object.values(VIEWPORTS)) {
  test(`the newest animals are on the home page and open their page at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const newest = await listAnimals(request, { sort: 'recent', page_size: '8' });
    expect(newest.animals.length).toBe(8);

    await page.goto('/');
    const strip = page.getByRole('region', { name: recentText.title });
    const cards = strip.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect
      .poll(() => strip.getByRole('heading', { level: 3 }).allInnerTexts())
      .toEqual(newest.animals.map((animal) => animal.name));
    // The strip scrolls sideways on phones: its first card is whole in view once the strip is.
    await strip.scrollIntoViewIfNeeded();
    await expect(cards.first()).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page, `/ at ${viewport.width} px`);

    const first = newest.animals[0]!;
    await cards.first().getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/adopciones/animal/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();

    await page.goBack();
    await strip.getByRole('link', { name: recentText.seeAllLabel }).click();
    await expect(page).toHaveURL(/\/adopciones$/);
  });
}

test('the quick search near the top lands on the filtered results', async ({ page, request }) => {
  const expected = await listAnimals(request, { location: 'madrid', category: 'dog' });
  expect(expected.total).toBeGreaterThan(0);

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/');
  const search = page.getByRole('search', { name: quick.title });
  await search.getByLabel(quick.city).selectOption({ label: 'Madrid' });
  await search.getByLabel(quick.species).selectOption({ label: 'Perro' });
  await search.getByRole('button', { name: quick.submit }).click();

  await expect(page).toHaveURL(/\/adopciones\?ciudad=madrid&categoria=perro$/);
  await expect.poll(() => cardNames(page)).toEqual(expected.animals.map((animal) => animal.name));
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${adoptionsMessages.list.title}`) }),
  ).toContainText(adoptionsMessages.list.results(expected.total));
});
