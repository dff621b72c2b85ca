/**
 * The journeys' `test`: Playwright's own, plus the demo accounts signed in
 * once per worker and reused, so a journey starts on the page it is about
 * instead of on a login.
 *
 *   test.use({ signedInAs: 'shelterAdmin' }); // the file's pages start signed in
 *   test('…', async ({ page, session }) => {
 *     await page.goto('/dashboard');
 *     await request.get('/users/api/users/me/', { headers: bearer(session) });
 *   });
 *
 *   // Another browser, for a demo account or any other one:
 *   const shelterPage = await openAs('shelterAdmin', '/dashboard?seccion=chat');
 *   const adopterPage = await openAs({ email, password }, '/dashboard', VIEWPORTS.mobile);
 *
 * A session is the three localStorage keys of spec §4, handed to the browser
 * context as its storage state. The login, journeys' subject, stays covered
 * through the form in auth.spec.ts, account.spec.ts and password-reset.spec.ts.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, logIn, storageStateOf, type Session } from './session';

export { expect } from '@playwright/test';

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** Any account: a demo one by its role, or an email and password. */
export type Account = DemoRole | { email: string; password: string };

/** A session is reused this long, well inside the access token's 15 minutes. */
const REUSE_FOR_MS = 10 * 60_000;

interface Fixtures {
  /** The demo account the test's `page` (and `context`) start signed in as. */
  signedInAs: DemoRole | undefined;
  /** The session of `signedInAs`, e.g. for `bearer(session)` in API calls. */
  session: Session;
  /**
   * A page of its own (another browser context) signed in as `account`, on
   * `path` when given; closed after the test.
   */
  openAs: (
    account: Account,
    path?: string,
    viewport?: { width: number; height: number },
  ) => Promise<Page>;
}

interface WorkerFixtures {
  /** This worker's session of a demo account, signed in on first use. */
  demoSession: (role: DemoRole) => Promise<Session>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  signedInAs: [undefined, { option: true }],

  demoSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({
        baseURL: process.env.E2E_BASE_URL,
      });
      const sessions = new Map<DemoRole, { session: Session; since: number }>();
      await use(async (role) => {
        const kept = sessions.get(role);
        if (kept && Date.now() - kept.since < REUSE_FOR_MS) return kept.session;
        const session = await logIn(request, DEMO_ACCOUNTS[role], DEMO_PASSWORD);
        sessions.set(role, { session, since: Date.now() });
        return session;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  session: async ({ signedInAs, demoSession }, use) => {
    if (!signedInAs) throw new Error('`session` needs test.use({ signedInAs: <role> })');
    await use(await demoSession(signedInAs));
  },

  storageState: async ({ signedInAs, demoSession, storageState, baseURL }, use) => {
    await use(signedInAs ? storageStateOf(await demoSession(signedInAs), baseURL!) : storageState);
  },

  openAs: async ({ browser, demoSession, request, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account, path, viewport) => {
      const session =
        typeof account === 'string'
          ? await demoSession(account)
          : await logIn(request, account.email, account.password);
      const context = await browser.newContext({
        storageState: storageStateOf(session, baseURL!),
        ...(viewport ? { viewport } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      if (path) await page.goto(path);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});
