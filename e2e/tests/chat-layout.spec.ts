/**
 * Chat that fits the screen: the open conversation's composer is in view
 * without scrolling the page at 1280×900 and on a phone (375×667), with the
 * messages scrolling inside; and "Contactar con el refugio" left without a
 * word leaves no empty conversation in either side's list.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  accountMessages,
  adoptionRequestsScreensMessages,
  chatScreensMessages,
} from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { listAnimals } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import {
  bearer,
  createAccount,
  logIn,
  openWithSession,
  type Session,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
];

/** A new adopter, signed in through the API. */
async function newAdopter(request: APIRequestContext, label: string): Promise<Session> {
  const email = uniqueEmail(label);
  await createAccount(request, { email });
  return logIn(request, email, TEST_PASSWORD);
}

/** An animal of the demo shelter administrator's own shelter, with that administrator's session. */
async function shelterAnimal(request: APIRequestContext, shelterSession: Session): Promise<number> {
  const mine = await request.get('/shelters/api/shelters/my-shelters/', {
    headers: bearer(shelterSession),
  });
  expect(mine.status()).toBe(200);
  const [shelter] = (await mine.json()) as Array<{ id: number }>;
  const { animals } = await listAnimals(request, { shelter: String(shelter!.id) });
  expect(animals.length).toBeGreaterThan(0);
  return animals[0]!.id;
}

test('the composer is in view without scrolling the page, the messages scroll inside', async ({
  browser,
  request,
  demoSession,
  baseURL,
}) => {
  const adopter = await newAdopter(request, 'chat-altura');
  const pet = await shelterAnimal(request, await demoSession('shelterAdmin'));
  const opened = await request.post('/chat/api/conversations/', {
    headers: bearer(adopter),
    data: { pet },
  });
  expect(opened.status()).toBe(201);
  const { id } = (await opened.json()) as { id: number };
  // More messages than any screen holds.
  for (let n = 1; n <= 14; n += 1) {
    const sent = await request.post(`/chat/api/conversations/${id}/messages/`, {
      headers: bearer(adopter),
      data: { body: `Mensaje ${n}: ¿podríamos ir a conocerla este fin de semana?` },
    });
    expect(sent.status()).toBe(201);
  }

  for (const { name, viewport } of SCREENS) {
    const context = await browser.newContext({ baseURL, viewport, locale: 'es-ES' });
    const page = await context.newPage();
    await openWithSession(page, adopter, `/dashboard?seccion=chat&conversacion=${id}`);
    const composer = page.getByRole('textbox', { name: chatScreensMessages.composer.label });
    const send = page.getByRole('button', { name: chatScreensMessages.composer.send });
    const log = page.getByRole('log');
    // A first load of Mi cuenta on a busy CI machine can take a while.
    await expect(log.getByText('Mensaje 14:')).toBeVisible({ timeout: 30_000 });

    for (const control of [composer, send]) {
      const box = (await control.boundingBox())!;
      expect(box.y, `${name}: top of the composer`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${name}: bottom of the composer`).toBeLessThanOrEqual(
        viewport.height,
      );
    }
    // The conversation's heading is on screen too, under the sticky header.
    const heading = page.getByRole('heading', { level: 3 });
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    // The log scrolls, not the page: it is taller inside than on screen, and starts at the newest.
    const scroll = await log.evaluate((element) => ({
      overflow: getComputedStyle(element).overflowY,
      inside: element.scrollHeight,
      shown: element.clientHeight,
      fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight,
    }));
    expect(scroll.overflow).toBe('auto');
    expect(scroll.inside).toBeGreaterThan(scroll.shown);
    expect(scroll.fromBottom).toBeLessThan(2);
    if (name === 'desktop') {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await expectNoAxeViolations(page, `chat at ${viewport.width} px`);
    await context.close();
  }
});

test('opening "Contactar con el refugio" and leaving without writing leaves no conversation in either list', async ({
  page,
  request,
  demoSession,
}) => {
  const shelterSession = await demoSession('shelterAdmin');
  const adopter = await newAdopter(request, 'chat-sin-escribir');
  const pet = await shelterAnimal(request, shelterSession);

  await openWithSession(page, adopter, `/adopciones/animal/${pet}`);
  await page.getByRole('button', { name: adoptionRequestsScreensMessages.animal.contact }).click();
  await expect(page).toHaveURL(/seccion=chat&conversacion=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('conversacion'));
  await expect(
    page.getByRole('textbox', { name: chatScreensMessages.composer.label }),
  ).toBeVisible();

  // Back to the animal without a word, then to the chat list.
  await page.goBack();
  await expect(
    page.getByRole('button', { name: adoptionRequestsScreensMessages.animal.contact }),
  ).toBeVisible();
  await page.goto('/dashboard?seccion=chat');
  await expect(page.getByText(accountMessages.chat.empty)).toBeVisible();
  await expect(page.getByRole('list', { name: chatScreensMessages.list.label })).toHaveCount(0);

  // The shelter does not see it either.
  const shelterList = await request.get('/chat/api/conversations/?page_size=100', {
    headers: bearer(shelterSession),
  });
  expect(shelterList.status()).toBe(200);
  const ids = ((await shelterList.json()) as Array<{ id: number }>).map((item) => item.id);
  expect(ids).not.toContain(id);
});
