/**
 * Refugios against the real API: the demo shelter administrator edits the
 * shelter, its description, opening hours and adoption conditions included
 * (and still sees the change after a reload and on its public page),
 * removes a freshly registered user who joined by invitation; a plain member
 * sees the shelter but cannot edit it. The edit panel keeps Tab inside and
 * gives focus back on Escape (the browser's modal <dialog> does the trap). Axe on the section with the side panel
 * and the users modal open, and on the public page.
 *
 * Journeys run in parallel on one database: the edit changes only the phone,
 * Instagram and the three texts of one demo shelter and puts them back at the end.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accountMessages, sheltersMessages } from '@huella/shared/messages';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { joinByInvitation } from '../support/invitations';
import { VIEWPORTS } from '../support/pages';
import { shelterCard } from '../support/shelters';
import {
  bearer,
  createAccount,
  DEMO_ACCOUNTS,
  logIn,
  TEST_PASSWORD,
  uniqueEmail,
  type Session,
} from '../support/session';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';

/** The demo administrator's shelter these journeys use (refugio@huella.es administers it). */
const SHELTER = 'Protectora Patas Barcelona';
/** A demo shelter where voluntario@huella.es is a plain member. */
const MEMBER_SHELTER = 'Refugio Huellas de Madrid';

async function myShelters(request: APIRequestContext, session: Session): Promise<MyShelter[]> {
  const response = await request.get('/shelters/api/shelters/my-shelters/', {
    headers: bearer(session),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as MyShelter[];
}

/** Refugios → Mascotas → the link to the shelter's public page. */
async function openPublicPage(page: Page, card: Locator) {
  await card.getByRole('button', { name: sheltersMessages.cards.pets.action }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: accountMessages.announcements.shelterPets.publicPage })
    .click();
}

/** Mi cuenta → Refugios with `name` chosen in "Mis Refugios" (when there is a choice). */
async function openShelter(page: Page, name: string) {
  await page.goto('/dashboard?seccion=refugios');
  return shelterCard(page, name);
}

test.describe('as the shelter administrator', () => {
  test.use({ signedInAs: 'shelterAdmin' });

  test('the shelter administrator edits the shelter and sees it after a reload', async ({
    page,
    request,
    session,
  }) => {
    const shelter = (await myShelters(request, session)).find((item) => item.name === SHELTER)!;
    const phone = `93${String(Date.now()).slice(-7)}`;
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;

    try {
      let card = await openShelter(page, SHELTER);
      await card.getByRole('button', { name: sheltersMessages.cards.settings.action }).click();
      const panel = page.getByRole('dialog', { name: sheltersMessages.edit.title });
      await expect(panel.getByLabel(sheltersMessages.fields.name)).toHaveValue(SHELTER);
      await expect(panel.getByLabel(sheltersMessages.fields.name)).toBeFocused();
      await panel.getByLabel(sheltersMessages.fields.phone).fill(spaced);
      await panel.getByLabel(sheltersMessages.fields.instagram).fill('@patas.e2e');
      await panel.getByLabel(sheltersMessages.fields.description).fill(`Presentación ${phone}`);
      await panel.getByLabel(sheltersMessages.fields.opening_hours).fill(`Horario ${phone}`);
      await panel
        .getByLabel(sheltersMessages.fields.adoption_conditions)
        .fill(`Condiciones ${phone}`);
      await panel.getByRole('button', { name: sheltersMessages.edit.submit }).click();

      await expect(page.getByText(sheltersMessages.edit.success)).toBeVisible();
      await expect(panel).toBeHidden();
      await expect(card.getByText(spaced)).toBeVisible();

      await page.reload();
      card = await openShelter(page, SHELTER);
      await expect(card.getByText(spaced)).toBeVisible();

      // Mascotas leads to the shelter's public page, which shows the change too.
      await openPublicPage(page, card);
      await expect(page).toHaveURL(new RegExp(`/refugios/${shelter.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: SHELTER })).toBeVisible();
      const contact = page.getByRole('region', { name: sheltersMessages.page.contact });
      await expect(contact.getByRole('link', { name: spaced })).toHaveAttribute(
        'href',
        `tel:${phone}`,
      );
      await expect(contact.getByRole('link', { name: '@patas.e2e' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/patas.e2e',
      );
      await expect(contact.getByText(`Horario ${phone}`)).toBeVisible();
      await expect(page.getByRole('region', { name: sheltersMessages.page.about })).toContainText(
        `Presentación ${phone}`,
      );
      await expect(
        page.getByRole('region', { name: sheltersMessages.page.adoptionConditions }),
      ).toContainText(`Condiciones ${phone}`);
      await expect(
        page
          .getByRole('region', { name: sheltersMessages.page.animals })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
    } finally {
      const restored = await request.patch(`/shelters/api/shelters/${shelter.id}/`, {
        headers: bearer(session),
        data: {
          phone: shelter.phone,
          instagram: shelter.instagram,
          description: shelter.description,
          opening_hours: shelter.opening_hours,
          adoption_conditions: shelter.adoption_conditions,
        },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('the edit panel keeps Tab inside, closes on Escape and gives focus back', async ({
    page,
  }) => {
    const card = await openShelter(page, SHELTER);
    const opener = card.getByRole('button', { name: sheltersMessages.cards.settings.action });
    await opener.click();
    const panel = page.getByRole('dialog', { name: sheltersMessages.edit.title });
    await expect(panel.getByLabel(sheltersMessages.fields.name)).toBeFocused();
    // Where focus is: inside the panel, on the page behind it, or on no element of the page
    // (the browser's own controls, which a modal <dialog> lets Tab reach between its last
    // control and its first).
    const focusIs = () =>
      panel.evaluate((dialog) => {
        const active = document.activeElement;
        if (dialog.contains(active)) return 'panel';
        return !active || active === document.body
          ? 'browser'
          : `page: ${active.outerHTML.slice(0, 80)}`;
      });
    const close = panel.getByRole('button', { name: sheltersMessages.edit.close });

    // From the last control, Tab goes round to the panel's first, never to the page behind.
    await panel.getByRole('button', { name: sheltersMessages.edit.submit }).focus();
    await page.keyboard.press('Tab');
    if ((await focusIs()) === 'browser') await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    // And back: Shift+Tab from the first control never reaches the page either.
    await page.keyboard.press('Shift+Tab');
    if ((await focusIs()) === 'browser') await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', { name: sheltersMessages.edit.submit })).toBeFocused();
    // All the way round, every stop is in the panel (or the browser's own controls).
    const controls = await panel.locator('input, select, textarea, button, a[href]').count();
    for (let step = 0; step <= controls + 1; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIs()).not.toMatch(/^page/);
    }

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the shelter administrator removes a member who joined by invitation', async ({
    page,
    request,
    session,
    openAs,
  }) => {
    const email = uniqueEmail('miembro');
    await createAccount(request, { email, firstName: 'Nerea' });
    const shelter = (await myShelters(request, session)).find((item) => item.name === SHELTER)!;
    // Joining through the API: the invitation itself is shelter-invitations.spec.ts's journey.
    const invitee = await logIn(request, email, TEST_PASSWORD);
    await joinByInvitation(request, session, invitee, shelter.id, email);

    const card = await openShelter(page, SHELTER);
    await card.getByRole('button', { name: sheltersMessages.cards.users.action }).click();
    const modal = page.getByRole('dialog', { name: sheltersMessages.users.title(SHELTER) });
    const row = modal.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Nerea');
    await expect(row).toContainText(sheltersMessages.roles.miembro);

    // The newcomer now has Refugios, as a plain member: no edit button.
    const newcomer = await openAs({ email, password: TEST_PASSWORD });
    const theirCard = await openShelter(newcomer, SHELTER);
    await expect(
      theirCard.getByRole('button', { name: sheltersMessages.cards.settings.action }),
    ).toHaveCount(0);
    await expect(theirCard.getByText(sheltersMessages.cards.settings.adminOnly)).toBeVisible();

    await row.getByRole('button', { name: sheltersMessages.users.remove.label('Nerea') }).click();
    const confirm = page.getByRole('alertdialog', {
      name: sheltersMessages.users.remove.confirmTitle,
    });
    await confirm.getByRole('button', { name: sheltersMessages.users.remove.confirmLabel }).click();
    await expect(modal.getByText(sheltersMessages.users.remove.success('Nerea'))).toBeVisible();
    await expect(modal.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // Without shelters, the shelters' inbox leaves the newcomer's menu; Refugios stays, now
    // with the way to register a shelter of their own (issue 17).
    await newcomer.goto('/dashboard?seccion=refugios');
    await expect(newcomer.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(
      newcomer.getByRole('region', {
        name: shelterApplicationsScreensMessages.account.noShelterTitle,
      }),
    ).toBeVisible();
    await expect(
      newcomer
        .getByRole('navigation', { name: 'Secciones de Mi cuenta' })
        .getByRole('link', { name: /Solicitudes recibidas/ }),
    ).toHaveCount(0);
  });
});

test.describe('as a plain member', () => {
  test.use({ signedInAs: 'shelterMember' });

  test('a plain member sees the shelter and its users but cannot edit it', async ({ page }) => {
    const card = await openShelter(page, MEMBER_SHELTER);
    await expect(
      card.getByRole('button', { name: sheltersMessages.cards.settings.action }),
    ).toHaveCount(0);

    await card.getByRole('button', { name: sheltersMessages.cards.users.action }).click();
    const modal = page.getByRole('dialog', { name: sheltersMessages.users.title(MEMBER_SHELTER) });
    await expect(
      modal.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.shelterAdmin }),
    ).toContainText(sheltersMessages.roles.administrador);
    await expect(modal.getByLabel(sheltersMessages.users.invite.email)).toHaveCount(0);
    await expect(modal.getByRole('button', { name: /^Quitar a/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(
      card.getByRole('button', { name: sheltersMessages.cards.users.action }),
    ).toBeFocused();
  });
});

test.describe('axe, as the shelter administrator', () => {
  test.use({ signedInAs: 'shelterAdmin' });

  for (const viewport of Object.values(VIEWPORTS)) {
    test(`Refugios, its side panel, its users modal and the public page have no axe violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const card = await openShelter(page, SHELTER);
      await expectNoAxeViolations(page, `Refugios at ${viewport.width} px`);

      await card.getByRole('button', { name: sheltersMessages.cards.settings.action }).click();
      const panel = page.getByRole('dialog', { name: sheltersMessages.edit.title });
      await expect(panel.getByLabel(sheltersMessages.fields.name)).toBeFocused();
      await expectNoAxeViolations(page, `Editar refugio at ${viewport.width} px`);
      // The checks of the form are part of the page too.
      await panel.getByLabel(sheltersMessages.fields.name).fill('');
      await panel.getByLabel(sheltersMessages.fields.latitude).fill('200');
      await panel.getByRole('button', { name: sheltersMessages.edit.submit }).click();
      await expect(panel.getByText(sheltersMessages.errors.nameRequired)).toBeVisible();
      await expectNoAxeViolations(page, `Editar refugio with errors at ${viewport.width} px`);
      await panel.getByRole('button', { name: sheltersMessages.edit.cancel }).click();
      await expect(panel).toBeHidden();

      await card.getByRole('button', { name: sheltersMessages.cards.users.action }).click();
      const modal = page.getByRole('dialog', { name: sheltersMessages.users.title(SHELTER) });
      await expect(modal.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, `Usuarios at ${viewport.width} px`);
      await page.keyboard.press('Escape');

      await openPublicPage(page, card);
      await expect(page.getByRole('heading', { level: 1, name: SHELTER })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: sheltersMessages.page.animals })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, `the public shelter page at ${viewport.width} px`);

      await page.goto('/refugios/999999');
      await expect(
        page.getByRole('heading', { level: 1, name: sheltersMessages.page.notFound }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `an unknown shelter at ${viewport.width} px`);
    });
  }
});
