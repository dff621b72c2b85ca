/** Accounts and sessions for the journeys: unique users, sign-in through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  return response.json();
}

/**
 * Starts a session as the web app does after logging in: the three
 * localStorage keys of spec §4. Ends on `path` (loaded fresh, so the app
 * reads the stored session).
 */
export async function signIn(page: Page, email: string, password: string, path = '/dashboard') {
  const response = await page.request.post('/users/api/login/', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  await page.goto('/legal');
  await page.evaluate(
    ({ access, refresh, email }) => {
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
      localStorage.setItem('userEmail', email);
    },
    { access, refresh, email },
  );
  await page.goto(path);
}

export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
    userEmail: localStorage.getItem('userEmail'),
  }));
