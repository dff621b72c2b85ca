/**
 * Hostile content in the real browser: script and HTML typed by real users
 * (through the API) into every text they can write — the shelter's name,
 * address, city and web, an announcement's name, breed, description, health
 * notes and chip number, an adopter's names and profile, the answers and
 * message of an adoption request and the shelter's note, chat messages both
 * ways, a report, the contact form and the newsletter — is shown literally
 * (neither stripped nor double-escaped) on every page that shows it, at
 * 1280 px, and nothing of it runs: no window.__pwned, no dialog, no page
 * error, no Content-Security-Policy violation, no injected element. The
 * server-rendered <title> and share tags of the animal's page and every mail
 * the outbox wrote from them (requests, chat notices, contact, newsletter)
 * are checked the same way, and the data export is a JSON download. A
 * self-check proves the watchers do catch an injection when there is one.
 * Addresses that could carry a `javascript:` link are refused in Spanish.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { INFO_EMAIL } from '@huella/shared/constants';
import {
  accountMessages,
  adoptionRequestsScreensMessages,
  announcementsMessages,
  adoptionsMessages,
  commonMessages,
  shareMessages,
  sheltersMessages,
} from '@huella/shared/messages';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { cardOf } from '../support/catalogue';
import { outboxDir, waitForMail, type Mail } from '../support/outbox';
import { VIEWPORTS } from '../support/pages';
import { shelterCard } from '../support/shelters';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

// One set of hostile records, made once and then looked at page by page.
test.describe.configure({ mode: 'serial' });

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const SVG = '"><svg onload=window.__pwned=1>';
const TEMPLATE = "{{constructor.constructor('window.__pwned=1')()}}";
const TITLE_BREAK = '</title><script>window.__pwned=1</script>';
/** Right-to-left override and zero-width characters: shown as they are, not interpreted. */
const UNICODE = 'gpj.\u202Eexe\u200B\u200D\uFEFFfin';
/** What String.replace would read as "the text before / after the match". */
const DOLLARS = "$` $' $& $$";
/** Entities the user typed: must stay entities on screen, not become tags. */
const ENTITIES = '&lt;b&gt;negrita&lt;/b&gt; &amp; &#x3C;i&#x3E;';

const stamp = Date.now().toString(36).slice(-5);

const SHELTER_FIELDS = {
  name: `Refugio ${SVG} ${stamp}`,
  address: `Calle ${IMG} 1`,
  city: `Madrid${TITLE_BREAK}`,
  web: `https://ejemplo.es/?q="><script>window.__pwned=1</script>`,
};

const PET = {
  name: `Luna ${IMG} ${TEMPLATE} ${DOLLARS} ${stamp}`,
  race: `Mestiza ${SVG}`,
  sickness: `${SCRIPT} alergia`,
  chip_number: '<b>941000024680</b>',
  /** Every payload on its own line, then filler up to the 5,000-character limit. */
  description: '',
};
const DESCRIPTION_LINES = [
  `Cariñosa ${SCRIPT}`,
  `Juguetona ${IMG}`,
  `Tranquila ${SVG}`,
  `Plantilla ${TEMPLATE}`,
  `Título ${TITLE_BREAK}`,
  `Unicode ${UNICODE}`,
  `Entidades ${ENTITIES}`,
  `Dólares ${DOLLARS}`,
];
{
  const head = DESCRIPTION_LINES.join('\n');
  const filler = ' guau'.repeat(Math.ceil((5000 - head.length) / 5));
  PET.description = `${head}\n${filler}`.slice(0, 5000).trimEnd();
}

const ADOPTER = {
  first_name: `Ana ${SCRIPT}`,
  last_name: `Pérez ${SVG}`,
  address: `Avenida ${IMG} 7`,
  city: TEMPLATE,
};

const ANSWERS = {
  other_animals: `Un gato ${IMG}`,
  experience: `Años de perros ${TITLE_BREAK}`,
  message: `Hola ${SVG} ${UNICODE} ${ENTITIES} ${'me encantaría adoptarla '.repeat(60)}`.trim(),
};
const NOTE = `Revisamos ${SCRIPT} ${TEMPLATE}`;
const ADOPTER_MESSAGE = `¿Podemos verla? ${IMG} ${SVG}`;
const SHELTER_MESSAGE = `Claro ${SCRIPT} ${TEMPLATE} ${UNICODE}`;

interface Seeded {
  shelterId: number;
  petId: number;
  adopterEmail: string;
  requestId: number;
  conversationId: number;
}
let seeded: Seeded;

const json = (data: unknown) => ({ data });
const bearerOf = async (request: APIRequestContext, email: string, password: string) => {
  const login = await request.post('/users/api/login/', json({ email, password }));
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
};

/** The field errors of a refused request (400). */
async function fieldErrors(response: Awaited<ReturnType<APIRequestContext['put']>>) {
  expect(response.status(), await response.text()).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const shelterAuth = await bearerOf(request, DEMO_ACCOUNTS.shelterAdmin, DEMO_PASSWORD);

  // The shelter: hostile text everywhere; a javascript: address is refused.
  const shelters = (await (
    await request.get('/shelters/api/shelters/my-shelters/', { headers: shelterAuth })
  ).json()) as MyShelter[];
  const shelter = shelters.find(
    (candidate) => candidate.role === 'administrador' && candidate.verified,
  );
  expect(shelter, 'a verified shelter administered by the demo administrator').toBeDefined();
  const shelterId = shelter!.id;
  const shelterUrl = `/shelters/api/shelters/${shelterId}/`;
  const refused = await fieldErrors(
    await request.patch(shelterUrl, {
      headers: shelterAuth,
      data: {
        web: 'javascript:window.__pwned=1',
        facebook: 'javascript:window.__pwned=1',
        instagram: 'javascript:window.__pwned=1',
        phone: '<b>612345678</b>',
        email: `${IMG}@ejemplo.es`,
      },
    }),
  );
  expect(refused).toMatchObject({
    web: [commonMessages.errors.invalidUrl],
    facebook: [commonMessages.errors.invalidFacebook],
    instagram: [commonMessages.errors.invalidInstagram],
    phone: [commonMessages.errors.invalidPhone],
  });
  expect(refused.email).toHaveLength(1);
  const patched = await request.patch(shelterUrl, { headers: shelterAuth, data: SHELTER_FIELDS });
  expect(patched.status(), await patched.text()).toBe(200);
  expect(await patched.json()).toMatchObject(SHELTER_FIELDS);

  // The announcement.
  const created = await request.post('/pets/api/pets/', {
    headers: shelterAuth,
    data: { ...PET, kind: 'perro', gender: 'hembra', microchipped: true, shelter: shelterId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pet = (await created.json()) as typeof PET & { id: number };
  expect(pet).toMatchObject(PET);

  // The adopter: names at sign-up, the rest of the profile, a refused javascript: web.
  const adopterEmail = uniqueEmail('hostil');
  const account = await request.post('/users/api/users/', {
    data: {
      first_name: ADOPTER.first_name,
      last_name: ADOPTER.last_name,
      email: adopterEmail,
      password: TEST_PASSWORD,
    },
  });
  expect(account.status(), await account.text()).toBe(201);
  const adopterAuth = await bearerOf(request, adopterEmail, TEST_PASSWORD);
  const profile = { first_name: ADOPTER.first_name, email: adopterEmail };
  const badWeb = await fieldErrors(
    await request.put('/users/api/users/me/', {
      headers: adopterAuth,
      data: { ...profile, web: 'javascript:window.__pwned=1' },
    }),
  );
  expect(badWeb).toEqual({ web: [commonMessages.errors.invalidUrl] });
  const updated = await request.put('/users/api/users/me/', {
    headers: adopterAuth,
    data: {
      ...profile,
      last_name: ADOPTER.last_name,
      address: ADOPTER.address,
      city: ADOPTER.city,
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  expect(await updated.json()).toMatchObject(ADOPTER);

  // The adoption request, and the shelter's note as it reviews it.
  const applied = await request.post('/adoptions/api/requests/', {
    headers: adopterAuth,
    data: {
      pet: pet.id,
      home_type: 'piso',
      has_garden: false,
      home_tenure: 'propia',
      adults: 2,
      children: 0,
      hours_alone: 3,
      ...ANSWERS,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const adoption = (await applied.json()) as { id: number; conversation_id: number };
  const reviewed = await request.post(`/adoptions/api/requests/${adoption.id}/review/`, {
    headers: shelterAuth,
    data: { note: NOTE },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);

  // Chat, both ways.
  for (const [headers, body] of [
    [adopterAuth, ADOPTER_MESSAGE],
    [shelterAuth, SHELTER_MESSAGE],
  ] as const) {
    const sent = await request.post(
      `/chat/api/conversations/${adoption.conversation_id}/messages/`,
      { headers, data: { body } },
    );
    expect(sent.status(), await sent.text()).toBe(201);
    expect(((await sent.json()) as { body: string }).body).toBe(body);
  }

  // Registration answers the same for any address, without the account: its id comes from Mi cuenta.
  const me = await request.get('/users/api/users/me/', { headers: adopterAuth });
  const adopterId = ((await me.json()) as { id: number }).id;
  const favourite = await request.post(`/users/api/users/${adopterId}/add-favourite-pet/`, {
    headers: adopterAuth,
    data: { pet_id: pet.id },
  });
  expect(favourite.status(), await favourite.text()).toBeLessThan(300);

  // A report (kept for the staff; the API takes it as text).
  const reported = await request.post(`/api/animals/${pet.id}/report/`, {
    headers: adopterAuth,
    data: { reason: 'Otro', message: `${SCRIPT} ${IMG}` },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  seeded = {
    shelterId,
    petId: pet.id,
    adopterEmail,
    requestId: adoption.id,
    conversationId: adoption.conversation_id,
  };
  await request.dispose();
});

/** Records everything that would show a script ran or an injection was tried. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (sent) => {
    // What an injected <img src=x> would fetch.
    if (/\/x$/.test(new URL(sent.url()).pathname)) problems.push(`request to ${sent.url()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return problems;
}

/** Nothing ran and nothing was injected into the page as it is now. */
async function expectNothingRan(page: Page, problems: string[]) {
  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    violations: (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    injectedScripts: [...document.scripts].filter((script) =>
      script.textContent?.includes('__pwned'),
    ).length,
  }));
  expect(state).toEqual({ pwned: undefined, violations: [], injectedScripts: 0 });
  expect(problems).toEqual([]);
  await expect(
    page.locator(
      'img[src="x"], svg[onload], [onerror], [onload], iframe, object, embed, a[href^="javascript:" i]',
    ),
  ).toHaveCount(0);
}

async function openAs(
  browser: Browser,
  who: { email: string; password: string } | null,
  path: string,
): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const problems = await watch(page);
  if (who) await signIn(page, who.email, who.password, path);
  else await page.goto(path);
  return { page, problems, close: () => context.close() };
}

const shelterAdmin = { email: DEMO_ACCOUNTS.shelterAdmin, password: DEMO_PASSWORD };
const adopter = () => ({ email: seeded.adopterEmail, password: TEST_PASSWORD });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` appears, character for character, in `scope`'s text. */
const expectLiteral = async (scope: Locator, ...texts: string[]) => {
  for (const text of texts) await expect(scope).toContainText(text);
};

test('the animal page shows every field literally and runs nothing', async ({ browser }) => {
  const { page, problems, close } = await openAs(
    browser,
    null,
    `/adopciones/animal/${seeded.petId}`,
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: PET.name, exact: true })).toBeVisible();
  await expectLiteral(main, PET.race, SHELTER_FIELDS.name, SHELTER_FIELDS.city);
  for (const line of DESCRIPTION_LINES) await expectLiteral(main, line);
  await expect(page).toHaveTitle(`${PET.name} · Huella`);
  await expectNothingRan(page, problems);
  await close();
});

test('the server-rendered title and share tags of the animal page are escaped once', async ({
  browser,
  request,
}) => {
  const response = await request.get(`/adopciones/animal/${seeded.petId}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const raw of [SCRIPT, IMG, '<svg onload', TITLE_BREAK, 'onerror="window']) {
    expect(html, raw).not.toContain(raw);
  }

  // Read as a crawler does: without running the web app.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.goto(`/adopciones/animal/${seeded.petId}`);
  const expectedTitle = shareMessages.animalTitle(PET.name, SHELTER_FIELDS.city);
  await expect(page).toHaveTitle(expectedTitle);
  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  expect(await meta('meta[property="og:title"]')).toBe(shareMessages.animalOgTitle(PET.name));
  expect(await meta('meta[name="twitter:title"]')).toBe(shareMessages.animalOgTitle(PET.name));
  const description = await meta('meta[property="og:description"]');
  expect(description).toBe(await meta('meta[name="description"]'));
  expect(description!.startsWith(DESCRIPTION_LINES.slice(0, 3).join(' '))).toBe(true);
  await expect(page.locator('head title')).toHaveCount(1);
  expect(problems).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload]')).toHaveCount(0);
  await context.close();
});

test('the catalogue card and the shelter page show the texts literally', async ({ browser }) => {
  const { page, problems, close } = await openAs(browser, null, '/adopciones');
  await expect(cardOf(page, PET.name)).toBeVisible();
  await expectNothingRan(page, problems);

  await page.goto(`/refugios/${seeded.shelterId}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: SHELTER_FIELDS.name, exact: true }),
  ).toBeVisible();
  await expectLiteral(main, SHELTER_FIELDS.address, SHELTER_FIELDS.city);
  // The web is shown without its scheme, and links to exactly what was typed.
  const webText = SHELTER_FIELDS.web.replace('https://', '');
  const web = main.getByRole('link', { name: webText, exact: true });
  await expect(web).toHaveAttribute('href', SHELTER_FIELDS.web);
  await expect(cardOf(page, PET.name)).toBeVisible();
  await expect(page).toHaveTitle(`${SHELTER_FIELDS.name} · Huella`);
  await expectNothingRan(page, problems);
  await close();
});

test('the adopter reads their request, the chat and their profile literally', async ({
  browser,
}) => {
  const { page, problems, close } = await openAs(
    browser,
    adopter(),
    `/dashboard?seccion=solicitudes&solicitud=${seeded.requestId}`,
  );
  const main = page.getByRole('main');
  await expectLiteral(main, PET.name, SHELTER_FIELDS.name, ANSWERS.message, NOTE);
  await expectNothingRan(page, problems);

  // The lists: requests, favourites and conversations (with the last message).
  for (const section of ['solicitudes', 'favoritos', 'chat']) {
    await page.goto(`/dashboard?seccion=${section}`);
    await expectLiteral(main, PET.name);
    await expectNothingRan(page, problems);
  }
  await expectLiteral(main, SHELTER_MESSAGE);

  await page.goto(`/dashboard?seccion=chat&conversacion=${seeded.conversationId}`);
  await expectLiteral(main, ADOPTER_MESSAGE, SHELTER_MESSAGE, PET.name);
  await expectNothingRan(page, problems);

  await page.goto('/dashboard?seccion=cuenta');
  // Cuenta's view mode: each field beside its label.
  await expectLiteral(
    page.getByRole('region', { name: accountMessages.profile.title }),
    ADOPTER.first_name,
    ADOPTER.last_name,
    ADOPTER.address,
    ADOPTER.city,
  );
  await expectNothingRan(page, problems);
  await close();
});

test('the shelter reads the request, the chat, its announcements and its own form literally', async ({
  browser,
}) => {
  const { page, problems, close } = await openAs(
    browser,
    shelterAdmin,
    `/dashboard?seccion=recibidas&solicitud=${seeded.requestId}`,
  );
  const inbox = page.getByRole('region', { name: adoptionRequestsScreensMessages.received.title });
  await expectLiteral(
    inbox,
    ADOPTER.first_name,
    ADOPTER.last_name,
    ANSWERS.other_animals,
    ANSWERS.experience,
    ANSWERS.message,
    NOTE,
  );
  await expectNothingRan(page, problems);

  await page.goto(`/dashboard?seccion=chat&conversacion=${seeded.conversationId}`);
  const main = page.getByRole('main');
  await expectLiteral(main, ADOPTER_MESSAGE, SHELTER_MESSAGE);
  await expectNothingRan(page, problems);

  await page.goto('/dashboard?seccion=anuncios');
  await expectLiteral(main, PET.name);
  await expectNothingRan(page, problems);

  // The announcement's edit form gives back every field as typed, the chip number included.
  await page.goto(`/dashboard/adoption_announcement/${seeded.petId}`);
  const fieldsText = announcementsMessages.fields;
  for (const [label, value] of [
    [fieldsText.name, PET.name],
    [fieldsText.race, PET.race],
    [fieldsText.description, PET.description],
    [fieldsText.sickness, PET.sickness],
    [fieldsText.chip_number, PET.chip_number],
  ] as const) {
    // A required field's label ends with ' *'.
    await expect(main.getByLabel(new RegExp(`^${label}( \\*)?$`))).toHaveValue(value);
  }
  await expectNothingRan(page, problems);

  // Refugios: the shelter's card, and its edit panel with every field as typed.
  const sh = sheltersMessages;
  await page.goto('/dashboard?seccion=refugios');
  const card = await shelterCard(page, SHELTER_FIELDS.name);
  await expectLiteral(card, SHELTER_FIELDS.name);
  await card.getByRole('button', { name: sh.cards.settings.action }).click();
  const panel = page.getByRole('dialog', { name: sh.edit.title });
  await expect(panel.getByLabel(sh.fields.name)).toHaveValue(SHELTER_FIELDS.name);
  await expect(panel.getByLabel(sh.fields.web)).toHaveValue(SHELTER_FIELDS.web);
  await expect(panel.getByLabel(sh.fields.address)).toHaveValue(SHELTER_FIELDS.address);
  await expectNothingRan(page, problems);
  await close();
});

test('the contact form and the newsletter take the texts and mail them escaped', async ({
  browser,
  request,
}) => {
  const contactEmail = uniqueEmail('contacto-hostil');
  const contact = {
    name: `Curioso ${SVG}`,
    email: contactEmail,
    subject: `Pregunta ${TITLE_BREAK}`,
    message: `Hola ${SCRIPT} ${IMG} ${TEMPLATE} ${ENTITIES}`,
  };
  const sent = await request.post('/contact/api/messages/', { data: contact });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  const subscriberEmail = uniqueEmail('boletin-hostil');
  const subscriberName = `Lectora ${IMG} ${SCRIPT}`;
  const subscribed = await request.post('/newsletter/api/subscribers/', {
    data: { name: subscriberName, email: subscriberEmail },
  });
  expect(subscribed.status(), await subscribed.text()).toBeLessThan(300);

  // The message to Huella's mailbox shows the texts; the receipt to the sender and the
  // newsletter's confirmation go to an address anyone could have typed, and carry none of them.
  const receipt = await waitForMail(contactEmail);
  const confirmation = await waitForMail(subscriberEmail);
  for (const typed of [contact.name, contact.subject, contact.message, subscriberName]) {
    for (const mail of [receipt, confirmation]) {
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(typed);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('__pwned');
    }
  }
  const mails = [
    { mail: receipt, texts: [] },
    {
      mail: await waitForMail(INFO_EMAIL, { subject: new RegExp(escapeRegExp(contact.subject)) }),
      texts: [contact.name, contact.message, contactEmail],
    },
    { mail: confirmation, texts: [] },
  ];
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const problems = await watch(page);
  for (const { mail, texts } of mails) {
    for (const raw of [SCRIPT, IMG, '<svg onload', TITLE_BREAK]) {
      expect(mail.html, raw).not.toContain(raw);
    }
    await page.setContent(mail.html);
    for (const text of texts) await expectLiteral(page.locator('body'), text);
    await expectNothingRan(page, problems);
  }
  await context.close();
});

test('the checks above do see an injection when the page has one', async ({ browser }) => {
  // The same watchers, on a page where markup is put in as HTML on purpose:
  // proof that a rendering defect would fail the tests above.
  const { page, problems, close } = await openAs(browser, null, '/adopciones');
  await expect(cardOf(page, PET.name)).toBeVisible();
  await page.evaluate((markup) => {
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    document.body.append(holder);
  }, IMG);
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations.length,
      ),
    )
    .toBeGreaterThan(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(1);
  await expect.poll(() => problems.some((problem) => problem.startsWith('request to'))).toBe(true);
  await close();
});

test('a search and a place typed into the address are shown literally', async ({ browser }) => {
  const filtersText = adoptionsMessages.filters;
  const query = `${IMG} ${SVG}`;
  const { page, problems, close } = await openAs(
    browser,
    null,
    `/adopciones?q=${encodeURIComponent(query)}&location=${encodeURIComponent(SCRIPT)}`,
  );
  const form = page.getByRole('search', { name: filtersText.title });
  await expect(form.getByRole('searchbox', { name: filtersText.q })).toHaveValue(query);
  await expectNothingRan(page, problems);

  // An address that is no page.
  await page.goto(`/adopciones/animal/${encodeURIComponent(SCRIPT)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingRan(page, problems);
  await close();
});

test('every mail written from the hostile texts is escaped and runs nothing', async ({
  browser,
}) => {
  // Requests, reviews, chat notices, contact receipts, newsletter confirmations…
  const mails = readdirSync(outboxDir())
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(outboxDir(), name), 'utf8')) as Mail)
    .filter((mail) => `${mail.subject}${mail.text}${mail.html}`.includes('__pwned'));
  expect(mails.length).toBeGreaterThanOrEqual(3);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const problems = await watch(page);
  for (const mail of mails) {
    for (const raw of [SCRIPT, IMG, '<svg onload', TITLE_BREAK]) {
      expect(mail.html, `${mail.subject}: ${raw}`).not.toContain(raw);
    }
    await page.setContent(mail.html);
    await expectNothingRan(page, problems);
  }
  await context.close();
});

test('the data export carries the texts as a JSON download, never as a page', async ({
  request,
}) => {
  const headers = await bearerOf(request, seeded.adopterEmail, TEST_PASSWORD);
  const response = await request.get('/users/api/users/me/export/', { headers });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['content-disposition']).toMatch(/^attachment/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const exported = (await response.json()) as {
    account: { first_name: string };
    reports: Array<{ message: string }>;
    chat_messages: Array<{ body: string }>;
  };
  expect(exported.account.first_name).toBe(ADOPTER.first_name);
  expect(exported.reports.map((report) => report.message)).toContain(`${SCRIPT} ${IMG}`);
  expect(exported.chat_messages.map((message) => message.body)).toContain(ADOPTER_MESSAGE);
});
