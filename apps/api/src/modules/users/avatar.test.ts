import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { User } from '@huella/shared/schemas/users';
import { bearer, createUser, loginAs } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { makeJpeg, makePng, makeSvg } from '../../test/images';
import { multipart } from '../../test/multipart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const AVATAR = '/users/api/users/me/avatar/';

async function signedIn() {
  const user = await createUser(ctx.app, { password: 'Clave2026' });
  return { user, headers: bearer(await loginAs(ctx.app, user)) };
}

const upload = (headers: Record<string, string>, content: Buffer, type = 'image/png') => {
  const body = multipart({}, { filename: 'yo.png', type, content });
  return ctx.app.inject({
    method: 'PUT',
    url: AVATAR,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const served = (path: string) => ctx.app.inject({ method: 'GET', url: `/${path}` });

describe('the profile photo', () => {
  it('is put through the image pipeline and shown in the account', async () => {
    const { headers } = await signedIn();
    const response = await upload(headers, await makeJpeg(1200, 1200), 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const { avatar } = response.json<User>();
    expect(avatar).toMatch(/^media\/avatars\/[0-9a-f]+-400\.webp$/);

    const me = await ctx.app.inject({ method: 'GET', url: '/users/api/users/me/', headers });
    expect(me.json<User>().avatar).toBe(avatar);
    const file = await served(avatar!);
    expect(file.statusCode).toBe(200);
    const metadata = await sharp(file.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 400]);
  });

  it('replaces the old photo, whose files are deleted, and can be removed', async () => {
    const { headers } = await signedIn();
    const first = (await upload(headers, await makePng(500, 500))).json<User>().avatar!;
    const second = (await upload(headers, await makePng(600, 600))).json<User>().avatar!;
    expect(second).not.toBe(first);
    expect((await served(first)).statusCode).toBe(404);
    expect((await served(second)).statusCode).toBe(200);

    const removed = await ctx.app.inject({ method: 'DELETE', url: AVATAR, headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<User>().avatar).toBeNull();
    expect((await served(second)).statusCode).toBe(404);
    // Removing when there is none is not an error.
    expect((await ctx.app.inject({ method: 'DELETE', url: AVATAR, headers })).statusCode).toBe(200);
  });

  it('refuses what is not an image, or no file at all, and keeps the current photo', async () => {
    const { headers } = await signedIn();
    const current = (await upload(headers, await makePng(300, 300))).json<User>().avatar;

    const svg = await upload(headers, makeSvg(), 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({
      error: 'Por favor selecciona un archivo de imagen válido (jpg, png, etc.)',
      fields: { image: ['Por favor selecciona un archivo de imagen válido (jpg, png, etc.)'] },
    });
    const empty = multipart({});
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: AVATAR,
      headers: { ...headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ image: ['Selecciona una imagen.'] });

    const me = await ctx.app.inject({ method: 'GET', url: '/users/api/users/me/', headers });
    expect(me.json<User>().avatar).toBe(current);
    expect((await served(current!)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const body = multipart({}, { filename: 'a.png', type: 'image/png', content: await makePng() });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: AVATAR,
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: AVATAR })).statusCode).toBe(401);
  });

  it('goes with the account when it is deleted', async () => {
    const { headers } = await signedIn();
    const avatar = (await upload(headers, await makePng(400, 400))).json<User>().avatar!;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/users/api/users/me/',
      headers,
      payload: { password: 'Clave2026' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await served(avatar)).statusCode).toBe(404);
  });
});
