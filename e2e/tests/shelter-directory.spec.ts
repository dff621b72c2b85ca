/**
 * The shelter directory against the real API and the demo data, at 375 px
 * and 1280 px: a visitor filters /refugios by city and kind (the filters go
 * into the URL with their Spanish names), opens a card, and reads the
 * shelter's page: breadcrumb, Verificado, description, adoption conditions,
 * opening hours, the map link and its animals. Axe on both screens.
 */
import { sheltersMessages, siteMessages } from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { VIEWPORTS } from '../support/pages';

const directory = sheltersMessages.directory;
const pageText = sheltersMessages.page;
/** The only demo Protectora in Sevilla (Refugio El Olivar is a Refugio there). */
const SHELTER = 'Protectora Sevilla Animal';

for (const viewport of Object.values(VIEWPORTS)) {
  test(`a visitor finds a shelter by city and kind and reads its page at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: siteMessages.footer.huella.shelters, exact: true })
      .click();
    await expect(page).toHaveURL(/\/refugios$/);
    await expect(page.getByRole('heading', { level: 1, name: directory.title })).toBeVisible();
    const results = page.getByRole('region', { name: directory.results });
    await expect(results.getByRole('article').first()).toBeVisible();

    await page.getByRole('combobox', { name: directory.city }).selectOption('Sevilla');
    await expect(page).toHaveURL(/ciudad=Sevilla/);
    await page.getByRole('combobox', { name: directory.kind }).selectOption('protectora');
    await expect(page).toHaveURL(/ciudad=Sevilla&tipo=protectora$/);
    await expect(results.getByText(directory.count(1))).toBeVisible();
    const card = results.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByText(sheltersMessages.verified)).toBeVisible();
    await expect(card.getByText(/animal(es)? en adopción$/)).toBeVisible();
    await expectNoAxeViolations(page, `the filtered directory at ${viewport.width} px`);

    await card.getByRole('link', { name: SHELTER }).click();
    await expect(page.getByRole('heading', { level: 1, name: SHELTER })).toBeVisible();
    const trail = page.getByRole('navigation', { name: pageText.breadcrumb });
    await expect(trail.getByRole('link', { name: pageText.home })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: pageText.directory })).toHaveAttribute(
      'href',
      '/refugios',
    );
    await expect(trail.getByText(SHELTER)).toHaveAttribute('aria-current', 'page');
    const header = page.getByRole('region', { name: SHELTER });
    await expect(header.getByRole('img', { name: pageText.photoAlt(SHELTER) })).toBeVisible();
    await expect(header.getByText(sheltersMessages.verified)).toBeVisible();
    await expect(
      page.getByRole('region', { name: pageText.about }).getByText(/20 años de historia/),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: pageText.adoptionConditions }).getByText(/Cuestionario/),
    ).toBeVisible();
    const contact = page.getByRole('region', { name: pageText.contact });
    await expect(contact.getByText(/De lunes a viernes de 9:30/)).toBeVisible();
    await expect(contact.getByRole('link', { name: pageText.links.map })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=37\.3891&mlon=-5\.9845/,
    );
    await expect(
      page.getByRole('region', { name: pageText.animals }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the shelter page at ${viewport.width} px`);

    // The breadcrumb leads back to the directory.
    await trail.getByRole('link', { name: pageText.directory }).click();
    await expect(page.getByRole('heading', { level: 1, name: directory.title })).toBeVisible();
  });
}
