import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_REASONS } from '@huella/shared/constants';
import { petReports } from '../../db/schema';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  uniqueIp,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

// A fixed clock, 7 minutes into the hour: the rate-limit window never ends mid-test.
const NOW = Date.UTC(2026, 0, 15, 10, 7);

let ctx: TestContext;
let shelterId: number;
beforeAll(async () => {
  ctx = await buildTestApp({}, { now: () => NOW });
  shelterId = (await createShelter(ctx.app)).id;
});
afterAll(() => ctx.close());

const report = (
  petId: number,
  payload: object,
  options: { headers?: Record<string, string>; ip?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/animals/${petId}/report/`,
    payload,
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? uniqueIp(),
  });

const reportsOf = (petId: number) =>
  ctx.app.db.select().from(petReports).where(eq(petReports.petId, petId));

describe('POST /api/animals/{id}/report/', () => {
  it('stores a guest’s report, open for review, and thanks them', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const ip = uniqueIp();
    const response = await report(
      pet.id,
      { reason: 'Animal ya adoptado', message: 'Lo adoptaron la semana pasada.' },
      { ip },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: 'Gracias, revisaremos el anuncio.' });
    expect(await reportsOf(pet.id)).toEqual([
      expect.objectContaining({
        reason: 'Animal ya adoptado',
        message: 'Lo adoptaron la semana pasada.',
        status: 'abierta',
        userId: null,
        ip,
      }),
    ]);
  });

  it('accepts each of the four reasons, the message being optional, and records the user', async () => {
    const user = await createUser(ctx.app);
    const headers = bearer(await loginAs(ctx.app, user));
    const pet = await createPet(ctx.app, { shelterId });
    for (const reason of REPORT_REASONS) {
      expect((await report(pet.id, { reason }, { headers })).statusCode).toBe(201);
    }
    const stored = await reportsOf(pet.id);
    expect(stored.map((row) => row.reason).sort()).toEqual([...REPORT_REASONS].sort());
    expect(stored.every((row) => row.userId === user.id && row.message === '')).toBe(true);
  });

  it('asks for a reason among the four, and a message of at most 1,000 characters', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    for (const payload of [{}, { reason: 'Me cae mal' }, { reason: '' }]) {
      const response = await report(pet.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Selecciona un motivo.',
        fields: { reason: ['Selecciona un motivo.'] },
      });
    }
    const long = await report(pet.id, { reason: 'Otro', message: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.message).toEqual(['No puede tener más de 1000 caracteres.']);
    expect(await reportsOf(pet.id)).toEqual([]);
  });

  it('answers 404 for an unknown, withdrawn, hidden or expired animal, and stores nothing', async () => {
    const withdrawn = await createPet(ctx.app, { shelterId, deletedAt: new Date() });
    const hidden = await createPet(ctx.app, { shelterId, hiddenAt: new Date() });
    const expired = await createPet(ctx.app, { shelterId, expiresAt: new Date(NOW - 1000) });
    for (const id of [999999, withdrawn.id, hidden.id, expired.id]) {
      const response = await report(id, { reason: 'Otro' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('No se encontró información del animal.');
      expect(await reportsOf(id)).toEqual([]);
    }
  });

  it('takes at most 10 reports an hour from one IP address', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await report(pet.id, { reason: 'Otro' }, { ip })).statusCode).toBe(201);
    }
    const blocked = await report(pet.id, { reason: 'Otro' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_requests');
    expect(blocked.headers['retry-after']).toBe(String(53 * 60));
    expect((await report(pet.id, { reason: 'Otro' })).statusCode).toBe(201);
  });
});
