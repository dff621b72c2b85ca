/**
 * The animal page against the real API, at 375 px and 1280 px: the photo
 * lightbox by keyboard (Enter opens it on the main photo, the arrow keys move,
 * Escape closes and focus goes back), the animal's name as the last crumb, a
 * reserved animal's badge and explanation with its way to similar animals, the
 * shelter's name leading to its page, "Editar anuncio" for a member of the
 * animal's shelter, and a request that does not get through offering
 * "Reintentar". Axe on the page, the open lightbox and the reserved page.
 *
 * Only reads: the demo animals are shared with the other journeys.
 */
import { adoptionRequestsScreensMessages, petsMessages } from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { animalNamed } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { VIEWPORTS } from '../support/pages';

const pageText = petsMessages.animalPage;
/** Three photos, in adoption. */
const WITH_PHOTOS = 'Almendra';
/** Reserved (pendiente), of Refugio Huellas de Madrid, which refugio@huella.es administers. */
const RESERVED = 'Kira';

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });

    test('opens the photos full screen and moves through them by keyboard', async ({
      page,
      request,
    }) => {
      const animal = await animalNamed(request, WITH_PHOTOS);
      await page.goto(`/adopciones/animal/${animal.id}`);
      await expect(page.getByRole('heading', { level: 1, name: WITH_PHOTOS })).toBeVisible();
      const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(trail.getByText(WITH_PHOTOS, { exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page);

      const opener = page.getByRole('button', { name: pageText.lightbox.open(WITH_PHOTOS) });
      await opener.focus();
      await page.keyboard.press('Enter');
      const lightbox = page.getByRole('dialog', { name: pageText.lightbox.label(WITH_PHOTOS) });
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByText(pageText.lightbox.counter(1, 3))).toBeVisible();
      await expect(lightbox.getByRole('button', { name: pageText.lightbox.close })).toBeFocused();

      await page.keyboard.press('ArrowRight');
      await expect(lightbox.getByText(pageText.lightbox.counter(2, 3))).toBeVisible();
      const photo = lightbox.getByRole('img', { name: `${WITH_PHOTOS}, foto 2` });
      await expect(photo).toBeVisible();
      // The photo fits the screen: nothing of it is cut off.
      const box = (await photo.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await expectNoAxeViolations(page, 'the open lightbox');

      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(opener).toBeFocused();
      // The photo seen last is now the main one.
      await expect(page.getByRole('button', { name: 'Ver foto 2' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    test('marks a reserved animal and says why no request can be sent', async ({
      page,
      request,
    }) => {
      const animal = await animalNamed(request, RESERVED);
      const detail = (await (await request.get(`/api/animals/${animal.id}`)).json()) as {
        shelter: { id: number; name: string };
      };
      await page.goto(`/adopciones/animal/${animal.id}`);
      const title = page.getByRole('heading', { level: 1, name: RESERVED });
      await expect(title).toBeVisible();
      await expect(
        title.locator('..').getByText(petsMessages.publicStates.pendiente),
      ).toBeVisible();

      const panel = page.getByRole('region', { name: pageText.reserved.title });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(pageText.reserved.text(RESERVED));
      await expect(panel.getByRole('button', { name: pageText.reserved.follow })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(
        panel.getByRole('link', { name: pageText.similar('perro', 'Madrid') }),
      ).toHaveAttribute('href', '/adopciones?categoria=perro&ciudad=madrid');
      await expect(
        page.getByRole('button', { name: adoptionRequestsScreensMessages.animal.adopt }),
      ).toHaveCount(0);
      await expect(
        page.getByRole('heading', { level: 2, name: pageText.shelter.others }),
      ).toBeVisible();
      // The other animals scroll sideways on phones inside their strip, not the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: detail.shelter.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/refugios/${detail.shelter.id}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: detail.shelter.name }),
      ).toBeVisible();
    });

    test('says a failed request is one and loads the animal on "Reintentar"', async ({
      page,
      request,
    }) => {
      const animal = await animalNamed(request, WITH_PHOTOS);
      let failures = 0;
      await page.route(`**/api/animals/${animal.id}`, async (route) => {
        if (failures > 0) return route.fallback();
        failures += 1;
        return route.abort('internetdisconnected');
      });
      await page.goto(`/adopciones/animal/${animal.id}`);
      await expect(page.getByRole('heading', { level: 1, name: pageText.loadError })).toBeVisible();
      await expect(page.getByText(petsMessages.errors.notFound)).toHaveCount(0);
      await page.getByRole('button', { name: pageText.retry }).click();
      await expect(page.getByRole('heading', { level: 1, name: WITH_PHOTOS })).toBeVisible();
      expect(failures).toBe(1);
    });
  });
}

test('a member of the animal’s shelter sees "Editar anuncio" instead of the adoption buttons', async ({
  openAs,
  request,
}) => {
  const animal = await animalNamed(request, RESERVED);
  const page = await openAs('shelterAdmin', `/adopciones/animal/${animal.id}`, VIEWPORTS.mobile);
  const edit = page.getByRole('link', { name: pageText.edit });
  await expect(edit).toBeVisible();
  await expect(edit).toHaveAttribute('href', `/dashboard/adoption_announcement/${animal.id}`);
  await expect(
    page.getByRole('button', { name: adoptionRequestsScreensMessages.animal.contact }),
  ).toHaveCount(0);
  await expect(page.getByText(pageText.memberViews)).toBeVisible();
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/adoption_announcement/${animal.id}$`));
});
