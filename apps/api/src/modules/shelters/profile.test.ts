import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@huella/shared/constants';
import type { Shelter } from '@huella/shared/schemas/shelters';
import { buildTestApp, type TestContext } from '../../test/helper';
import { makeJpeg, makePng, makePngLargerThan, makeSvg, makeTextFile } from '../../test/images';
import { multipart } from '../../test/multipart';
import { shelterCast, storedShelter } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const INVALID = 'Por favor selecciona un archivo de imagen válido (jpg, png, etc.)';
const TOO_LARGE = 'La imagen es demasiado grande. El tamaño máximo es 5MB.';
const NOT_ADMIN = 'Solo los administradores del refugio pueden cambiar sus datos y sus usuarios.';

const photoUrl = (id: number) => `/shelters/api/shelters/${id}/photo/`;
const upload = (
  id: number,
  headers: Record<string, string>,
  content: Buffer,
  type = 'image/png',
) => {
  const body = multipart({}, { filename: 'logo.png', type, content });
  return ctx.app.inject({
    method: 'PUT',
    url: photoUrl(id),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const served = (path: string) => ctx.app.inject({ method: 'GET', url: `/${path}` });
const publicPage = async (id: number) =>
  (await ctx.app.inject({ url: `/shelters/api/shelters/${id}/` })).json<Shelter>();

describe('the shelter’s description, opening hours and adoption conditions', () => {
  it('are written by an administrator and shown on the public page', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/shelters/api/shelters/${shelter.id}/`,
      headers: admin.headers,
      payload: {
        description: '  Cuidamos de 40 perros.\nTodos esterilizados.  ',
        opening_hours: 'Sábados de 10:00 a 13:00',
        adoption_conditions: 'Entrevista y visita previa.',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await publicPage(shelter.id)).toMatchObject({
      description: 'Cuidamos de 40 perros.\nTodos esterilizados.',
      opening_hours: 'Sábados de 10:00 a 13:00',
      adoption_conditions: 'Entrevista y visita previa.',
    });
  });

  it('cannot be changed by a member or anyone else, and stay as they were', async () => {
    const { shelter, member, otherAdmin, outsider } = await shelterCast(ctx.app);
    const before = await storedShelter(ctx.app, shelter.id);
    for (const who of [member, otherAdmin, outsider]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/shelters/api/shelters/${shelter.id}/`,
        headers: who.headers,
        payload: { description: 'Tomado' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(NOT_ADMIN);
    }
    expect(await storedShelter(ctx.app, shelter.id)).toEqual(before);
  });
});

describe('PUT and DELETE /shelters/api/shelters/{id}/photo/', () => {
  it('puts the logo through the image pipeline and shows it on the public page', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const response = await upload(
      shelter.id,
      admin.headers,
      await makeJpeg(1200, 900),
      'image/jpeg',
    );
    expect(response.statusCode).toBe(200);
    const { photo } = response.json<Shelter>();
    expect(photo).toMatch(/^media\/shelters\/[0-9a-f]+-400\.webp$/);
    expect((await publicPage(shelter.id)).photo).toBe(photo);
    const file = await served(photo!);
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('replaces the old photo, whose files are deleted, and can be removed', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const first = (await upload(shelter.id, admin.headers, await makePng(500, 500))).json<Shelter>()
      .photo!;
    const second = (
      await upload(shelter.id, admin.headers, await makePng(600, 600))
    ).json<Shelter>().photo!;
    expect(second).not.toBe(first);
    expect((await served(first)).statusCode).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: photoUrl(shelter.id),
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Shelter>().photo).toBeNull();
    expect((await served(second)).statusCode).toBe(404);
    expect((await publicPage(shelter.id)).photo).toBeNull();
  });

  it('refuses what is not an image or is over 5 MB, and keeps the current photo', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const current = (
      await upload(shelter.id, admin.headers, await makePng(300, 300))
    ).json<Shelter>().photo;
    const cases = [
      { content: makeSvg(), type: 'image/svg+xml', error: INVALID },
      { content: makeTextFile(), type: 'image/png', error: INVALID },
      { content: await makePngLargerThan(IMAGE_MAX_BYTES), type: 'image/png', error: TOO_LARGE },
    ];
    for (const { content, type, error } of cases) {
      const response = await upload(shelter.id, admin.headers, content, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error, fields: { image: [error] } });
    }
    expect((await publicPage(shelter.id)).photo).toBe(current);
    expect((await served(current!)).statusCode).toBe(200);
  });

  it('is for the shelter’s administrators only: 401, 403 and 404 change nothing', async () => {
    const { shelter, admin, member, otherAdmin, outsider } = await shelterCast(ctx.app);
    const current = (
      await upload(shelter.id, admin.headers, await makePng(300, 300))
    ).json<Shelter>().photo;
    const png = await makePng(200, 200);

    expect((await upload(shelter.id, {}, png)).statusCode).toBe(401);
    for (const who of [member, otherAdmin, outsider]) {
      const put = await upload(shelter.id, who.headers, png);
      expect(put.statusCode).toBe(403);
      expect(put.json().error).toBe(NOT_ADMIN);
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: photoUrl(shelter.id),
        headers: who.headers,
      });
      expect(deleted.statusCode).toBe(403);
    }
    expect((await upload(2_000_000, admin.headers, png)).statusCode).toBe(404);
    expect((await publicPage(shelter.id)).photo).toBe(current);
  });
});
