/** Accounts and sessions for the journeys: unique users, sign-in through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountEmailMessages } from '@huella/shared/messages';
import { waitForMail } from './outbox';

/** Demo accounts the server seeds into an empty database (apps/api/src/db/seed.ts). */
export const DEMO_PASSWORD = 'Huella2026';
export const DEMO_ACCOUNTS = {
  staff: 'admin@huella.es',
  shelterAdmin: 'refugio@huella.es',
  shelterMember: 'voluntario@huella.es',
  adopter: 'adoptante@huella.es',
} as const;

/** Meets the spec's rules: 8–15 characters, upper case, lower case and a digit. */
export const TEST_PASSWORD = 'Prueba2026';

let counter = 0;
/** An address no other test (or run) uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `e2e.${label}.${stamp}@example.com`;
}

export async function createAccount(
  request: APIRequestContext,
  {
    email,
    password = TEST_PASSWORD,
    firstName = 'Prueba',
  }: { email: string; password?: string; firstName?: string },
) {
  const response = await request.post('/users/api/users/', {
    data: { first_name: firstName, last_name: '', email, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  // The owner follows the mailed confirmation link, as a real person would.
  const mail = await waitForMail(email, { subject: accountEmailMessages.mails.confirm.subject });
  const link = mail.links.find((url) => url.includes('/confirmar-correo?token='));
  if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
  const confirmed = await request.post('/users/api/email-confirmation/', {
    data: { token: new URL(link).searchParams.get('token') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return response.json();
}

/** The tokens of a new session, from the login endpoint the web app uses. */
export async function logIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> {
  const response = await request.post('/users/api/login/', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  return { email, access, refresh };
}

export interface Session {
  email: string;
  access: string;
  refresh: string;
}

/** The `authorization` header of a session, for calls to the API beside the browser. */
export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access}` });

/**
 * A session as a Playwright storage state: the three localStorage keys of
 * spec §4 on the app's origin, as the web app leaves them after logging in.
 */
export const storageStateOf = (session: Session, origin: string) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        { name: 'accessToken', value: session.access },
        { name: 'refreshToken', value: session.refresh },
        { name: 'userEmail', value: session.email },
      ],
    },
  ],
});

/**
 * Starts a session as the web app does after logging in (the three
 * localStorage keys of spec §4) and opens `path` with it. The keys are written
 * before the app's code runs on that one navigation, so no other page is
 * loaded first; later navigations keep whatever the app does with them.
 */
export async function signIn(page: Page, email: string, password: string, path = '/dashboard') {
  const session = await logIn(page.request, email, password);
  await openWithSession(page, session, path);
  return session;
}

/** Opens `path` in `page` with a session already started (see signIn). */
export async function openWithSession(page: Page, session: Session, path: string) {
  const script = await page.addInitScript(({ access, refresh, email }) => {
    localStorage.setItem('accessToken', access);
    localStorage.setItem('refreshToken', refresh);
    localStorage.setItem('userEmail', email);
  }, session);
  await page.goto(path);
  await script.dispose();
}

export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
    userEmail: localStorage.getItem('userEmail'),
  }));
