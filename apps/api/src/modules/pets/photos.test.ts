import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@huella/shared/constants';
import type { Pet, PetPhoto } from '@huella/shared/schemas/pets';
import { bearer, createPet, createShelter, createUser, loginAs } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { makeJpeg, makePng, makePngLargerThan, makeSvg, makeTextFile } from '../../test/images';
import { multipart } from '../../test/multipart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const INVALID = 'Por favor selecciona un archivo de imagen válido (jpg, png, etc.)';
const TOO_LARGE = 'La imagen es demasiado grande. El tamaño máximo es 5MB.';

const storedFiles = async () =>
  (await readdir(ctx.config.mediaDir, { recursive: true }).catch(() => [] as string[])).filter(
    (name) => name.endsWith('.webp'),
  );

async function shelterMember() {
  const user = await createUser(ctx.app);
  const shelter = await createShelter(ctx.app, { members: [[user.id, 'miembro']] });
  return { user, shelter, auth: bearer(await loginAs(ctx.app, user)) };
}

describe('creating an announcement with an image', () => {
  it('stores the image as three WebP widths and answers it as the main image', async () => {
    const { shelter, auth } = await shelterMember();
    const body = multipart(
      { name: 'Nube', kind: 'gato', shelter: String(shelter.id) },
      { filename: 'nube.jpg', type: 'image/jpeg', content: await makeJpeg(2000, 1500) },
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/pets/api/pets/',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const pet = response.json<Pet>();
    expect(pet.image).toMatch(/^media\/pets\/[0-9a-f]+-800\.webp$/);
    expect(pet.images).toEqual([
      expect.objectContaining({ url: pet.image, width: 1600, height: 1200 }),
    ]);
    const served = await ctx.app.inject({ method: 'GET', url: `/${pet.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses an SVG, a renamed text file and a file over 5 MB, leaving nothing behind', async () => {
    const { shelter, auth } = await shelterMember();
    const before = await storedFiles();
    const cases = [
      { filename: 'gato.svg', type: 'image/svg+xml', content: makeSvg(), error: INVALID },
      { filename: 'gato.jpg', type: 'image/jpeg', content: makeTextFile(), error: INVALID },
      {
        filename: 'enorme.png',
        type: 'image/png',
        content: await makePngLargerThan(IMAGE_MAX_BYTES),
        error: TOO_LARGE,
      },
    ];
    for (const { error, ...file } of cases) {
      const body = multipart({ name: 'Nube', kind: 'gato', shelter: String(shelter.id) }, file);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/pets/api/pets/',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error, fields: { image: [error] } });
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/pets/api/pets?shelter=${shelter.id}`,
    });
    expect(list.json()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('gallery photos', () => {
  it('lets a member add photos at the end of the gallery and delete one with its files', async () => {
    const { shelter, auth } = await shelterMember();
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    const upload = async (content: Buffer) => {
      const body = multipart({}, { filename: 'foto.png', type: 'image/png', content });
      return ctx.app.inject({
        method: 'POST',
        url: `/pets/api/pets/${pet.id}/photos/`,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload(await makePng(640, 480));
    expect(first.statusCode).toBe(201);
    const firstPhoto = first.json<PetPhoto>();
    expect(firstPhoto).toMatchObject({ width: 640, height: 480 });
    const second = (await upload(await makePng(300, 600))).json<PetPhoto>();

    const detail = await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${pet.id}/` });
    expect(detail.json<Pet>().images.map((photo) => photo.id)).toEqual([firstPhoto.id, second.id]);

    const filesBefore = await storedFiles();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/pets/api/pets/${pet.id}/photos/${firstPhoto.id}/`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(await storedFiles()).toHaveLength(filesBefore.length - 3);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/animals/${pet.id}` });
    expect(after.json().image).toBe(second.url);
    expect((await ctx.app.inject({ method: 'GET', url: `/${firstPhoto.url}` })).statusCode).toBe(
      404,
    );
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/pets/api/pets/${pet.id}/photos/${firstPhoto.id}/`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('La foto no existe.');
  });

  it('asks for an image, and keeps strangers out', async () => {
    const { shelter, auth } = await shelterMember();
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    const empty = multipart({});
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/pets/api/pets/${pet.id}/photos/`,
      headers: { ...auth, ...empty.headers },
      payload: empty.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ image: ['Selecciona una imagen.'] });

    const outsider = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    const body = multipart({}, { filename: 'f.png', type: 'image/png', content: await makePng() });
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: `/pets/api/pets/${pet.id}/photos/`,
      headers: { ...outsider, ...body.headers },
      payload: body.payload,
    });
    expect(forbidden.statusCode).toBe(403);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/pets/api/pets/${pet.id}/photos/`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('changing an announcement with an image', () => {
  const send = (
    method: 'PUT' | 'PATCH',
    petId: number,
    headers: Record<string, string>,
    body: ReturnType<typeof multipart>,
  ) =>
    ctx.app.inject({
      method,
      url: `/pets/api/pets/${petId}/`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  const photoOf = (content: Buffer) =>
    multipart({}, { filename: 'foto.png', type: 'image/png', content });

  async function petWithGallery() {
    const member = await shelterMember();
    const pet = await createPet(ctx.app, { shelterId: member.shelter.id, name: 'Canela' });
    const gallery: PetPhoto[] = [];
    for (const size of [
      [640, 480],
      [480, 640],
    ] as const) {
      const body = photoOf(await makePng(...size));
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/pets/api/pets/${pet.id}/photos/`,
        headers: { ...member.auth, ...body.headers },
        payload: body.payload,
      });
      gallery.push(response.json<PetPhoto>());
    }
    return { ...member, pet, gallery };
  }

  it('PATCH with only an image makes it the main photo, replacing the old one and its files', async () => {
    const { pet, gallery, auth } = await petWithGallery();
    const filesBefore = await storedFiles();
    const response = await send('PATCH', pet.id, auth, photoOf(await makeJpeg(1200, 900)));
    expect(response.statusCode).toBe(200);
    const changed = response.json<Pet>();
    expect(changed.name).toBe('Canela');
    expect(changed.images).toHaveLength(2);
    expect(changed.images[0]).toMatchObject({ width: 1200, height: 900 });
    expect(changed.images[0]!.id).not.toBe(gallery[0]!.id);
    expect(changed.images[1]!.id).toBe(gallery[1]!.id);
    expect(changed.image).toBe(changed.images[0]!.url);

    // Three new WebP files in, the old main photo's three out.
    const filesAfter = await storedFiles();
    expect(filesAfter).toHaveLength(filesBefore.length);
    expect((await ctx.app.inject({ method: 'GET', url: `/${gallery[0]!.url}` })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/${changed.image}` })).statusCode).toBe(
      200,
    );
  });

  it('PUT with the fields and an image replaces both', async () => {
    const { pet, shelter, auth } = await petWithGallery();
    const body = multipart(
      { name: 'Canela Bis', kind: 'gato', shelter: String(shelter.id), description: 'Tranquila.' },
      { filename: 'nueva.jpg', type: 'image/jpeg', content: await makeJpeg(800, 800) },
    );
    const response = await send('PUT', pet.id, auth, body);
    expect(response.statusCode).toBe(200);
    expect(response.json<Pet>()).toMatchObject({
      name: 'Canela Bis',
      kind: 'gato',
      description: 'Tranquila.',
    });
    expect(response.json<Pet>().images[0]).toMatchObject({ width: 800, height: 800 });
  });

  it('gives an announcement without photos its first one', async () => {
    const { shelter, auth } = await shelterMember();
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    const response = await send('PATCH', pet.id, auth, photoOf(await makePng(500, 400)));
    expect(response.statusCode).toBe(200);
    expect(response.json<Pet>().images).toEqual([
      expect.objectContaining({ width: 500, height: 400 }),
    ]);
  });

  it('refuses a bad image and changes nothing, neither the fields nor the photos', async () => {
    const { pet, auth } = await petWithGallery();
    const before = await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${pet.id}/` });
    const filesBefore = await storedFiles();
    for (const [file, error] of [
      [{ filename: 'gato.svg', type: 'image/svg+xml', content: makeSvg() }, INVALID],
      [{ filename: 'gato.jpg', type: 'image/jpeg', content: makeTextFile() }, INVALID],
      [
        {
          filename: 'enorme.png',
          type: 'image/png',
          content: await makePngLargerThan(IMAGE_MAX_BYTES),
        },
        TOO_LARGE,
      ],
    ] as const) {
      const response = await send('PATCH', pet.id, auth, multipart({ name: 'Cambiado' }, file));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error, fields: { image: [error] } });
    }
    const after = await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${pet.id}/` });
    expect(after.json()).toEqual(before.json());
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('keeps strangers out without storing their image', async () => {
    const { pet } = await petWithGallery();
    const filesBefore = await storedFiles();
    const outsider = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    const response = await send('PATCH', pet.id, outsider, photoOf(await makePng()));
    expect(response.statusCode).toBe(403);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});
