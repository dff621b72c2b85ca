import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmailMessages, authMessages } from '@huella/shared/messages';
import { emailConfirmationTokens, newsletterSubscribers, users } from '../../db/schema';
import {
  bearer,
  createUser,
  loginAs,
  mailsTo,
  tokenFromLink,
  uniqueEmail,
  uniqueIp,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { sendContactMessage, subscribeToNewsletter } from '../users/personal-data-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://huella.example' });
});
afterAll(() => ctx.close());

const LINK = 'https://huella.example/confirmar-correo?token=';

const post = (url: string, payload?: object, tokens?: { access: string }) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: tokens ? bearer(tokens) : {},
    remoteAddress: uniqueIp(),
  });
const confirm = (token: string) => post('/users/api/email-confirmation/', { token });
const resend = (tokens: { access: string }) =>
  post('/users/api/users/me/email-confirmation/', undefined, tokens);
const changeEmail = (tokens: { access: string }, email: string, password: string) =>
  post('/users/api/users/me/change-email/', { email, current_password: password }, tokens);
const me = async (tokens: { access: string }) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/users/api/users/me/', headers: bearer(tokens) })
  ).json();

async function register(email: string) {
  const response = await post('/users/api/users/', {
    first_name: 'Nora',
    last_name: '',
    email,
    password: 'Gatito123',
  });
  expect(response.statusCode).toBe(201);
  return loginAs(ctx.app, { email, password: 'Gatito123' });
}

async function lastLinkTo(email: string) {
  const mails = (await mailsTo(ctx.app, email)).filter((mail) => mail.links.length > 0);
  return tokenFromLink(mails.at(-1)!, LINK);
}

describe('confirming the address of a new account', () => {
  it('lets the new account sign in unconfirmed, shows it in Mi cuenta, and confirms it by the mailed link once', async () => {
    const email = uniqueEmail('nora');
    const tokens = await register(email);
    expect(await me(tokens)).toMatchObject({ email, email_confirmed: false, pending_email: null });

    const token = await lastLinkTo(email);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      detail: accountEmailMessages.confirmPage.done,
      email,
      changed: false,
    });
    expect(await me(tokens)).toMatchObject({ email, email_confirmed: true });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: accountEmailMessages.errors.invalidToken,
      message: accountEmailMessages.errors.invalidToken,
      code: 'invalid_token',
    });
  });

  it('stores only the hash of the link and refuses it once expired', async () => {
    const email = uniqueEmail('caduca');
    await register(email);
    const token = await lastLinkTo(email);
    const rows = await ctx.app.db.select().from(emailConfirmationTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    await ctx.app.db
      .update(emailConfirmationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmationTokens.email, email));
    expect((await confirm(token)).json().code).toBe('invalid_token');
  });

  it('refuses a link that is not one, in Spanish', async () => {
    const response = await confirm('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(accountEmailMessages.errors.invalidToken);
    expect((await post('/users/api/email-confirmation/', {})).json().error).toBe(
      accountEmailMessages.errors.invalidToken,
    );
  });

  it('sends a new link on request, limited per account, and never more than three a day to one address', async () => {
    const email = uniqueEmail('reenvio');
    const tokens = await register(email);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await resend(tokens));
    expect(answers.slice(0, 5).map((response) => response.statusCode)).toEqual([
      202, 202, 202, 202, 202,
    ]);
    expect(answers[0]!.json()).toEqual({ detail: accountEmailMessages.notice.resent });
    expect(answers[5]!.statusCode).toBe(429);
    // The registration's mail and two more: the recipient never asked for any of them.
    expect(await mailsTo(ctx.app, email)).toHaveLength(3);
    // Each new link works; the older ones of the same address go with it.
    expect((await confirm(await lastLinkTo(email))).statusCode).toBe(200);
  });

  it('tells a confirmed account there is nothing to confirm', async () => {
    const user = await createUser(ctx.app);
    const response = await resend(await loginAs(ctx.app, user));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: accountEmailMessages.errors.alreadyConfirmed,
      message: accountEmailMessages.errors.alreadyConfirmed,
      code: 'already_confirmed',
    });
  });

  it('counts a password reset as proof: its link was mailed to the address', async () => {
    const email = uniqueEmail('reset');
    const tokens = await register(email);
    await post('/users/api/password-reset/', { email });
    const [resetMail] = (await mailsTo(ctx.app, email)).filter(
      (mail) => mail.subject === authMessages.reset.mailSubject,
    );
    const token = tokenFromLink(resetMail!, 'https://huella.example/recuperar-contrasena/nueva');
    expect(
      (await post('/users/api/password-reset/confirm/', { token, password: 'Nueva1234' }))
        .statusCode,
    ).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailConfirmedAt).not.toBeNull();
    expect(tokens.access).toBeTruthy();
  });
});

describe('changing the address', () => {
  it('needs the current password and changes nothing without it', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const target = uniqueEmail('sin.clave');
    const response = await changeEmail(tokens, target, 'Incorrecta1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: accountEmailMessages.errors.wrongPassword,
      message: accountEmailMessages.errors.wrongPassword,
      code: 'wrong_password',
      fields: { current_password: [accountEmailMessages.errors.wrongPassword] },
    });
    expect(await me(tokens)).toMatchObject({ email: user.email, pending_email: null });
    expect(await mailsTo(ctx.app, target)).toEqual([]);
  });

  it('refuses the address the account already has', async () => {
    const user = await createUser(ctx.app);
    const response = await changeEmail(
      await loginAs(ctx.app, user),
      user.email.toUpperCase(),
      user.password,
    );
    expect(response.json()).toMatchObject({
      code: 'same_email',
      error: accountEmailMessages.errors.sameEmail,
    });
  });

  it('takes effect only when the new address confirms; the old one works until then and is told, with no link', async () => {
    const user = await createUser(ctx.app, { firstName: 'Irene' });
    const tokens = await loginAs(ctx.app, user);
    const target = uniqueEmail('nueva');
    const response = await changeEmail(tokens, target, user.password);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: accountEmailMessages.change.requested(target) });
    expect(await me(tokens)).toMatchObject({
      email: user.email,
      email_confirmed: true,
      pending_email: target,
    });
    expect((await loginAs(ctx.app, user)).access).toBeTruthy();

    const [requested] = await mailsTo(ctx.app, user.email);
    expect(requested!.subject).toBe(accountEmailMessages.mails.changeRequested.subject);
    expect(requested!.text).toContain(target);
    expect(requested!.links).toEqual([]);

    const confirmed = await confirm(await lastLinkTo(target));
    expect(confirmed.json()).toEqual({
      detail: accountEmailMessages.confirmPage.changed,
      email: target,
      changed: true,
    });
    expect(await me(tokens)).toMatchObject({
      email: target,
      email_confirmed: true,
      pending_email: null,
    });
    expect(
      (await loginAs(ctx.app, { email: target, password: user.password })).access,
    ).toBeTruthy();
    const oldLogin = await post('/users/api/login/', {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.statusCode).toBe(401);

    const changed = (await mailsTo(ctx.app, user.email)).at(-1)!;
    expect(changed.subject).toBe(accountEmailMessages.mails.emailChanged.subject);
    expect(changed.text).toContain(target);
    expect(changed.links).toEqual([]);
  });

  it('voids the link of an earlier change when another address is asked for', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const first = uniqueEmail('primera');
    const second = uniqueEmail('segunda');
    await changeEmail(tokens, first, user.password);
    const firstToken = await lastLinkTo(first);
    await changeEmail(tokens, second, user.password);
    expect((await confirm(firstToken)).json().code).toBe('invalid_token');
    expect((await confirm(await lastLinkTo(second))).statusCode).toBe(200);
    expect((await me(tokens)).email).toBe(second);
  });

  it('answers the same for an address that has an account, and mails its owner a notice instead of a link', async () => {
    const owner = await createUser(ctx.app, { firstName: 'Dueña' });
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const response = await changeEmail(tokens, owner.email, user.password);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: accountEmailMessages.change.requested(owner.email) });
    const [notice] = await mailsTo(ctx.app, owner.email);
    expect(notice!.subject).toBe(accountEmailMessages.mails.addressInUse.subject);
    expect(notice!.links).toEqual(['https://huella.example/login']);
    expect((await me(tokens)).email).toBe(user.email);
  });

  it('is limited per account', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await changeEmail(tokens, uniqueEmail('lote'), user.password)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('needs a session', async () => {
    const response = await post('/users/api/users/me/change-email/', {
      email: uniqueEmail(),
      current_password: 'Huella123',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('announcing a new password', () => {
  it('mails the account’s address, with no link', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const response = await post(
      '/users/api/users/me/change-password/',
      { current_password: user.password, new_password: 'Nueva1234' },
      tokens,
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(ctx.app, user.email);
    expect(mail!.subject).toBe(accountEmailMessages.mails.passwordChanged.subject);
    expect(mail!.links).toEqual([]);
  });

  it('tells nobody while the address is unconfirmed: it may be a stranger’s', async () => {
    const user = await createUser(ctx.app, { emailConfirmed: false });
    const tokens = await loginAs(ctx.app, user);
    await post(
      '/users/api/users/me/change-password/',
      { current_password: user.password, new_password: 'Nueva1234' },
      tokens,
    );
    expect(await mailsTo(ctx.app, user.email)).toEqual([]);
  });
});

describe('what is matched by the address', () => {
  it('leaves guests’ newsletter and contact messages with that address out of an unconfirmed account’s export and erasure, and in once confirmed', async () => {
    const email = uniqueEmail('invitada');
    await subscribeToNewsletter(ctx.app, 'Invitada', email, { confirm: false });
    await sendContactMessage(ctx.app, {
      name: 'Invitada',
      email,
      subject: 'Horarios',
      message: 'Quería saber los horarios de visita.',
    });
    const tokens = await register(email);
    const exportOf = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/users/api/users/me/export/',
          headers: bearer(tokens),
        })
      ).json();
    const before = await exportOf();
    expect(before.newsletter).toBeNull();
    expect(before.contact_messages).toEqual([]);

    expect((await confirm(await lastLinkTo(email))).statusCode).toBe(200);
    const after = await exportOf();
    expect(after.newsletter).toMatchObject({ email, status: 'pendiente' });
    expect(after.contact_messages).toHaveLength(1);
  });

  it('keeps guests’ rows when an unconfirmed account with their address is deleted', async () => {
    const email = uniqueEmail('borrado');
    await subscribeToNewsletter(ctx.app, 'Invitada', email, { confirm: false });
    const tokens = await register(email);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/users/api/users/me/',
      payload: { password: 'Gatito123' },
      headers: bearer(tokens),
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await ctx.app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
  });

  it('answers favourites by e-mail only once the address is confirmed', async () => {
    const email = uniqueEmail('favs');
    const tokens = await register(email);
    const byEmail = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/users/api/users/favourites/?email=${encodeURIComponent(email)}`,
        headers: bearer(tokens),
      });
    const before = await byEmail();
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      error: accountEmailMessages.errors.notConfirmed,
      message: accountEmailMessages.errors.notConfirmed,
      code: 'email_not_confirmed',
    });
    await confirm(await lastLinkTo(email));
    expect((await byEmail()).statusCode).toBe(200);
  });
});
