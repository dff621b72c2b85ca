/** The legal notice's holder details come from the configuration, for anyone, cacheable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    LEGAL_HOLDER: 'Asociación Protectora Huella',
    LEGAL_NIF: 'G87654321',
    LEGAL_ADDRESS: 'Calle del Pez 7, 28004 Madrid',
    LEGAL_REGISTRY: 'Registro de Asociaciones de la Comunidad de Madrid, número 12345',
    INFO_MAILBOX: 'hola@protectora.example',
  });
});
afterAll(() => ctx.close());

describe('GET /api/site/legal/', () => {
  it('answers the configured holder, NIF, address, e-mail and registry entry to a guest, for an hour', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/site/legal/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      holder: 'Asociación Protectora Huella',
      nif: 'G87654321',
      address: 'Calle del Pez 7, 28004 Madrid',
      email: 'hola@protectora.example',
      registry: 'Registro de Asociaciones de la Comunidad de Madrid, número 12345',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});
