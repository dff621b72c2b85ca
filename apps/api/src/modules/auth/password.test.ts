import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema';
import { hashToken } from '../../lib/secret-tokens';
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

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://huella.example' });
});
afterAll(() => ctx.close());

const RESET_LINK = 'https://huella.example/recuperar-contrasena/nueva?token=';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() });
const requestReset = (email: string) => post('/users/api/password-reset/', { email });
const confirmReset = (token: string, password: string) =>
  post('/users/api/password-reset/confirm/', { token, password });
const login = (email: string, password: string) => post('/users/api/login/', { email, password });
const refresh = (token: string) => post('/users/api/token/refresh/', { refresh: token });

async function resetTokenFor(email: string): Promise<string> {
  const mails = await mailsTo(ctx.app, email);
  return tokenFromLink(mails.at(-1)!, RESET_LINK);
}

describe('POST /users/api/users/me/change-password/', () => {
  const change = (tokens: { access: string }, payload: object) =>
    post('/users/api/users/me/change-password/', payload, bearer(tokens));

  it('changes the password, ends the other sessions and answers a fresh pair', async () => {
    const user = await createUser(ctx.app);
    const here = await loginAs(ctx.app, user);
    const elsewhere = await loginAs(ctx.app, user);
    const response = await change(here, {
      current_password: user.password,
      new_password: 'Nueva1234',
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(Object.keys(fresh).sort()).toEqual(['access', 'refresh']);

    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
    expect((await refresh(here.refresh)).statusCode).toBe(401);
    expect((await refresh(fresh.refresh)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Nueva1234')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const response = await change(tokens, {
      current_password: 'Otra12345',
      new_password: 'Nueva1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'La contraseña actual no es correcta.',
      message: 'La contraseña actual no es correcta.',
      code: 'wrong_password',
      fields: { current_password: ['La contraseña actual no es correcta.'] },
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const response = await change(tokens, {
      current_password: user.password,
      new_password: 'corta',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.new_password).toContain('Debe tener al menos 8 caracteres');
  });

  it('needs a session', async () => {
    const response = await post('/users/api/users/me/change-password/', {
      current_password: 'Huella123',
      new_password: 'Nueva1234',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset by email', () => {
  const SENT = {
    detail:
      'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña. Revisa tu bandeja de entrada.',
  };

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const user = await createUser(ctx.app, { firstName: 'Marta' });
    const stranger = uniqueEmail('desconocida');
    const known = await requestReset(user.email);
    const unknown = await requestReset(stranger);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(SENT);
    expect(unknown.json()).toEqual(SENT);

    expect(await mailsTo(ctx.app, stranger)).toEqual([]);
    const [mail] = await mailsTo(ctx.app, user.email);
    expect(mail!.subject).toBe('Restablece tu contraseña de Huella');
    expect(mail!.text).toContain('Hola, Marta:');
    expect(mail!.text).toContain('El enlace caduca en 1 hora y solo se puede usar una vez.');
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(
      /^https:\/\/huella\.example\/recuperar-contrasena\/nueva\?token=[\w-]{43}$/,
    );
    expect(mail!.html).toContain(mail!.links[0]);
  });

  it('stores only the SHA-256 of the token, valid for one hour', async () => {
    const user = await createUser(ctx.app);
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);
    const [row] = await ctx.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('sets the new password once, and signs every session out', async () => {
    const user = await createUser(ctx.app);
    const session = await loginAs(ctx.app, user);
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);

    const response = await confirmReset(token, 'Recuperada1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    });
    expect((await login(user.email, 'Recuperada1')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);

    const again = await confirmReset(token, 'OtraVez123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
      message: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
      code: 'invalid_token',
    });
  });

  it('voids the other outstanding links once one is used', async () => {
    const user = await createUser(ctx.app);
    await requestReset(user.email);
    const first = await resetTokenFor(user.email);
    await requestReset(user.email);
    const second = await resetTokenFor(user.email);
    expect(second).not.toBe(first);
    expect((await confirmReset(second, 'Segunda123')).statusCode).toBe(200);
    expect((await confirmReset(first, 'Primera123')).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(ctx.app);
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);
    await ctx.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await confirmReset(token, 'Caducada123');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_token');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token and applies the password rules', async () => {
    expect((await confirmReset('inventado', 'Valida1234')).json().code).toBe('invalid_token');
    const user = await createUser(ctx.app);
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);
    const weak = await confirmReset(token, 'debil');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toContain('Debe tener al menos 8 caracteres');
    // The link survives a rejected password.
    expect((await confirmReset(token, 'Fuerte1234')).statusCode).toBe(200);
  });

  it('sends nothing to a deactivated account', async () => {
    const user = await createUser(ctx.app, { isActive: false });
    expect((await requestReset(user.email)).statusCode).toBe(202);
    expect(await mailsTo(ctx.app, user.email)).toEqual([]);
  });
});
