import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shelter } from '@huella/shared/schemas/shelters';
import { createShelter } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { multipart } from '../../test/multipart';
import { shelterCast, storedShelter } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const NAME_REQUIRED = 'El nombre del refugio es obligatorio';

type Multipart = ReturnType<typeof multipart>;

const form = (fields: Record<string, string>, file?: { name: string; filename: string }) =>
  multipart(
    fields,
    file && {
      name: file.name,
      filename: file.filename,
      type: 'image/png',
      content: Buffer.from(file.filename ? 'not-really-a-png' : ''),
    },
  );

const edit = (
  method: 'PUT' | 'PATCH',
  id: number,
  headers: Record<string, string>,
  payload: object | Multipart,
) =>
  ctx.app.inject({
    method,
    url: `/shelters/api/shelters/${id}/`,
    ...('payload' in payload && Buffer.isBuffer(payload.payload)
      ? { headers: { ...headers, ...payload.headers }, payload: payload.payload }
      : { headers, payload }),
  });

const everyField = {
  name: 'Refugio Nueva Esperanza',
  phone: '+34 910 555 123',
  email: 'hola@nuevaesperanza.es',
  kind: 'Protectora' as const,
  web: 'https://nuevaesperanza.es',
  facebook: 'https://www.facebook.com/nuevaesperanza',
  instagram: '@nuevaesperanza',
  address: 'Calle del Pez 7, 28004 Madrid',
  city: 'Alcalá de Henares',
  latitude: 40.4818,
  longitude: -3.3643,
  description: 'Somos un grupo de voluntarios.\nRecogemos perros y gatos abandonados.',
  opening_hours: 'De lunes a viernes de 10:00 a 14:00',
  adoption_conditions: 'Entrevista previa y contrato de adopción.',
};

describe('PUT /shelters/api/shelters/{id}/', () => {
  it('lets an administrator change every field and answers the shelter', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const response = await edit('PUT', shelter.id, admin.headers, everyField);
    expect(response.statusCode).toBe(200);
    const expected: Shelter = { id: shelter.id, ...everyField, photo: null, verified: true };
    expect(response.json()).toEqual(expected);

    const publicPage = await ctx.app.inject({ url: `/shelters/api/shelters/${shelter.id}/` });
    expect(publicPage.json()).toEqual({ id: shelter.id, ...everyField, photo: null });
  });

  it('keeps the fields the form does not send (the spec’s form has no city) and ignores verified', async () => {
    const { shelter, admin } = await shelterCast(ctx.app, { city: 'Sevilla', verified: false });
    const response = await edit('PUT', shelter.id, admin.headers, {
      id: 999,
      name: 'Solo el nombre',
      verified: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: shelter.id,
      name: 'Solo el nombre',
      city: 'Sevilla',
      phone: shelter.phone,
      email: shelter.email,
      verified: false,
    });
    expect(await storedShelter(ctx.app, shelter.id)).toMatchObject({
      name: 'Solo el nombre',
      verified: false,
    });
  });

  it('takes the form as multipart text fields, with accents and a decimal comma', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const response = await edit(
      'PUT',
      shelter.id,
      admin.headers,
      form({
        name: 'Protectora Año Nuevo',
        kind: 'particular',
        phone: '954 12 34 56',
        latitude: '37,3891',
        longitude: '-5,9845',
        web: 'www.anonuevo.es',
        facebook: '',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Protectora Año Nuevo',
      kind: 'Particular',
      phone: '954 12 34 56',
      latitude: 37.3891,
      longitude: -5.9845,
      // What people type becomes a working link.
      web: 'https://www.anonuevo.es',
      facebook: '',
    });
  });

  it('refuses a file in the form (a shelter has no image) and changes nothing', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const before = await storedShelter(ctx.app, shelter.id);
    const response = await edit(
      'PUT',
      shelter.id,
      admin.headers,
      form({ name: 'Con foto' }, { name: 'logo', filename: 'logo.png' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Campo no permitido.',
      message: 'Campo no permitido.',
      code: 'unknown_field',
      fields: { logo: ['Campo no permitido.'] },
    });
    expect(await storedShelter(ctx.app, shelter.id)).toEqual(before);

    // An empty file input (nothing chosen) is what a browser sends for no file: fine.
    const empty = await edit(
      'PUT',
      shelter.id,
      admin.headers,
      form({ name: 'Sin foto' }, { name: 'logo', filename: '' }),
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json().name).toBe('Sin foto');
  });

  it('needs the name, with the spec’s message, and changes nothing', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const before = await storedShelter(ctx.app, shelter.id);
    for (const payload of [{ phone: '910 000 111' }, { name: '   ', phone: '910 000 111' }]) {
      const response = await edit('PUT', shelter.id, admin.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: NAME_REQUIRED,
        message: NAME_REQUIRED,
        code: 'validation_error',
        fields: { name: [NAME_REQUIRED] },
      });
    }
    const multipart = await edit('PUT', shelter.id, admin.headers, form({ name: '' }));
    expect(multipart.json().fields).toEqual({ name: [NAME_REQUIRED] });
    expect(await storedShelter(ctx.app, shelter.id)).toEqual(before);
  });

  it('checks every field with a clear Spanish message and changes nothing', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const before = await storedShelter(ctx.app, shelter.id);
    const response = await edit('PUT', shelter.id, admin.headers, {
      name: 'N'.repeat(151),
      phone: 'llámame',
      email: 'hola-en-refugio.es',
      kind: 'Zoo',
      web: 'javascript:alert(1)',
      facebook: 'mi página',
      instagram: 'ftp://instagram.com/x',
      address: 'D'.repeat(201),
      city: 'C'.repeat(101),
      latitude: 91,
      longitude: 'oeste',
      description: 'd'.repeat(2001),
      opening_hours: 'h'.repeat(501),
      adoption_conditions: 'c'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: ['No puede tener más de 150 caracteres.'],
      phone: ['Introduce un teléfono válido, por ejemplo 612 345 678 o +34 612 345 678.'],
      email: ['Introduce un email válido, por ejemplo hola@refugio.es.'],
      kind: ['Elige un tipo: Refugio, Protectora o Particular.'],
      web: ['Introduce una dirección web válida, por ejemplo https://www.ejemplo.es.'],
      facebook: ['Introduce tu usuario de Facebook o la dirección de tu página.'],
      instagram: ['Introduce tu usuario de Instagram (@usuario) o la dirección de tu perfil.'],
      address: ['No puede tener más de 200 caracteres.'],
      city: ['No puede tener más de 100 caracteres.'],
      latitude: ['La latitud debe ser un número entre -90 y 90.'],
      longitude: ['La longitud debe ser un número entre -180 y 180.'],
      description: ['La descripción no puede superar los 2000 caracteres.'],
      opening_hours: ['El horario no puede superar los 500 caracteres.'],
      adoption_conditions: ['Las condiciones de adopción no pueden superar los 2000 caracteres.'],
    });
    expect(await storedShelter(ctx.app, shelter.id)).toEqual(before);
  });

  it('wants both coordinates or neither', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const half = await edit('PUT', shelter.id, admin.headers, {
      name: shelter.name,
      latitude: 40.4,
      longitude: '',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({
      longitude: ['Indica la latitud y la longitud, o deja las dos vacías.'],
    });
    // Half a pair against a shelter with no place stored is refused too.
    const alone = await edit('PATCH', shelter.id, admin.headers, { latitude: 40.4 });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({
      error: 'Indica la latitud y la longitud, o deja las dos vacías.',
      fields: { longitude: ['Indica la latitud y la longitud, o deja las dos vacías.'] },
    });
    expect(await storedShelter(ctx.app, shelter.id)).toMatchObject({
      latitude: null,
      longitude: null,
    });

    const both = await edit('PATCH', shelter.id, admin.headers, {
      latitude: 40.4,
      longitude: -3.7,
    });
    expect(both.json()).toMatchObject({ latitude: 40.4, longitude: -3.7 });
    // With a place stored, moving one coordinate is fine; clearing both removes it.
    const moved = await edit('PATCH', shelter.id, admin.headers, { latitude: 40.5 });
    expect(moved.json()).toMatchObject({ latitude: 40.5, longitude: -3.7 });
    const cleared = await edit('PATCH', shelter.id, admin.headers, {
      latitude: '',
      longitude: null,
    });
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
  });

  it('answers who may not edit with 401, 403 or 404, and changes nothing', async () => {
    const { shelter, member, otherAdmin, outsider } = await shelterCast(ctx.app);
    const before = await storedShelter(ctx.app, shelter.id);
    const payload = { name: 'Tomado' };

    const guest = await edit('PUT', shelter.id, {}, payload);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('unauthorized');

    for (const who of [member, otherAdmin, outsider]) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const response = await edit(method, shelter.id, who.headers, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'Solo los administradores del refugio pueden cambiar sus datos y sus usuarios.',
          message: 'Solo los administradores del refugio pueden cambiar sus datos y sus usuarios.',
          code: 'not_shelter_admin',
        });
      }
    }
    expect(await storedShelter(ctx.app, shelter.id)).toEqual(before);

    const missing = await edit('PUT', 2_000_000, otherAdmin.headers, payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'No se encontró el refugio.',
      message: 'No se encontró el refugio.',
      code: 'shelter_not_found',
    });
  });

  it('lets staff edit any shelter', async () => {
    const { shelter, staff } = await shelterCast(ctx.app);
    const response = await edit('PUT', shelter.id, staff.headers, { name: 'Revisado por Huella' });
    expect(response.statusCode).toBe(200);
    expect((await storedShelter(ctx.app, shelter.id))?.name).toBe('Revisado por Huella');
  });
});

describe('PATCH /shelters/api/shelters/{id}/', () => {
  it('changes only the fields sent; an empty field is cleared', async () => {
    const { shelter, admin } = await shelterCast(ctx.app, { city: 'Valencia' });
    const response = await edit('PATCH', shelter.id, admin.headers, {
      phone: '',
      instagram: 'refugio.valencia',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: shelter.name,
      city: 'Valencia',
      email: shelter.email,
      phone: '',
      instagram: 'refugio.valencia',
    });
  });

  it('accepts an empty change and answers the shelter as it is', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const response = await edit('PATCH', shelter.id, admin.headers, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: shelter.id, name: shelter.name });
  });

  it('refuses an empty name', async () => {
    const { shelter, admin } = await shelterCast(ctx.app);
    const response = await edit('PATCH', shelter.id, admin.headers, { name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: [NAME_REQUIRED] });
  });
});

describe('GET /shelters/api/shelters/{id}/', () => {
  it('shows a verified shelter’s own data to anyone, nothing about its members', async () => {
    const { shelter } = await shelterCast(ctx.app, { name: 'Refugio Abierto', city: 'Bilbao' });
    const response = await ctx.app.inject({ url: `/shelters/api/shelters/${shelter.id}/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: shelter.id,
      name: 'Refugio Abierto',
      phone: shelter.phone,
      web: '',
      facebook: '',
      instagram: '',
      email: shelter.email,
      kind: 'Refugio',
      address: shelter.address,
      city: 'Bilbao',
      latitude: null,
      longitude: null,
      description: '',
      opening_hours: '',
      adoption_conditions: '',
      photo: null,
    });
  });

  it('answers 404 in Spanish for a shelter not verified yet or that does not exist', async () => {
    const pending = await createShelter(ctx.app, { verified: false });
    for (const id of [pending.id, 2_000_000]) {
      const response = await ctx.app.inject({ url: `/shelters/api/shelters/${id}/` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'No se encontró el refugio.',
        message: 'No se encontró el refugio.',
        code: 'shelter_not_found',
      });
    }
  });
});
