/**
 * A multipart form is taken whole or not at all: without a boundary, cut
 * short or with a broken part it is a Spanish 400 (malformed_form), and
 * nothing it carried is stored. It is bounded too: a part the form does not
 * have, a text longer than a form field holds or too many parts are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '@huella/shared/messages';
import { storedShelter, shelterCast } from '../modules/shelters/test-support';
import { buildTestApp, type TestContext } from '../test/helper';
import { makePng } from '../test/images';
import { multipart } from '../test/multipart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const malformed = {
  error: 'El formulario enviado está incompleto o mal formado.',
  message: 'El formulario enviado está incompleto o mal formado.',
  code: 'malformed_form',
};

describe('multipart forms', () => {
  it('refuses a shelter edit cut short, instead of saving the fields that arrived', async () => {
    const cast = await shelterCast(ctx.app);
    const form = multipart({ name: 'Refugio Cortado', kind: 'Protectora', city: 'Cádiz' });
    const before = await storedShelter(ctx.app, cast.shelter.id);
    // Every complete field arrived; the closing boundary did not.
    const cut = form.payload.subarray(0, form.payload.lastIndexOf('------huella-test-boundary--'));
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/shelters/api/shelters/${cast.shelter.id}/`,
      headers: { ...cast.admin.headers, ...form.headers },
      payload: cut,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(malformed);
    expect(await storedShelter(ctx.app, cast.shelter.id)).toEqual(before);
  });

  it('refuses a form without a boundary and an image cut short with a 400, not a 500', async () => {
    const cast = await shelterCast(ctx.app);
    const image = multipart(
      {},
      { filename: 'yo.png', type: 'image/png', content: await makePng() },
    );
    const attempts = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: image.payload },
      { headers: image.headers, payload: image.payload.subarray(0, image.payload.length - 200) },
      { headers: image.headers, payload: Buffer.alloc(0) },
    ];
    for (const { headers, payload } of attempts) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/users/api/users/me/avatar/',
        headers: { ...cast.outsider.headers, ...headers },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(malformed);
    }
  });

  it('refuses a text field or a file the form does not have, naming it', async () => {
    const cast = await shelterCast(ctx.app);
    const unknown = commonMessages.errors.unknownField;
    const png = { filename: 'yo.png', type: 'image/png', content: await makePng() };
    const forms = [
      [multipart({ first_name: 'Ana' }, png), 'first_name'],
      [multipart({}, { ...png, name: 'foto' }), 'foto'],
    ] as const;
    for (const [form, field] of forms) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/users/api/users/me/avatar/',
        headers: { ...cast.outsider.headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: unknown,
        message: unknown,
        code: 'unknown_field',
        fields: { [field]: [unknown] },
      });
    }
  });

  it('refuses a text longer than any form field holds instead of cutting it', async () => {
    const cast = await shelterCast(ctx.app);
    const before = await storedShelter(ctx.app, cast.shelter.id);
    const form = multipart({ name: 'Refugio Largo', address: 'a'.repeat(40_000) });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/shelters/api/shelters/${cast.shelter.id}/`,
      headers: { ...cast.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: commonMessages.errors.fieldTooLarge,
      message: commonMessages.errors.fieldTooLarge,
      code: 'field_too_long',
      fields: { address: [commonMessages.errors.fieldTooLarge] },
    });
    expect(await storedShelter(ctx.app, cast.shelter.id)).toEqual(before);
  });

  it('refuses a form with more fields than any form has (413), even of names it knows', async () => {
    const cast = await shelterCast(ctx.app);
    const before = await storedShelter(ctx.app, cast.shelter.id);
    const part =
      '------huella-test-boundary\r\nContent-Disposition: form-data; name="name"\r\n\r\nX\r\n';
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/shelters/api/shelters/${cast.shelter.id}/`,
      headers: {
        ...cast.admin.headers,
        'content-type': 'multipart/form-data; boundary=----huella-test-boundary',
      },
      payload: part.repeat(40) + '------huella-test-boundary--\r\n',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: commonMessages.errors.tooManyFormFields,
      message: commonMessages.errors.tooManyFormFields,
      code: 'too_many_fields',
    });
    expect(await storedShelter(ctx.app, cast.shelter.id)).toEqual(before);
  });
});
