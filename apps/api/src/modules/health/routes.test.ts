import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('says the process is alive', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('says the database is reachable, with or without a trailing slash', async () => {
    for (const url of ['/readyz', '/readyz/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers 503 when the database is gone', async () => {
    const { buildApp } = await import('../../app');
    const { openTestDatabase, testConfig } = await import('../../test/helper');
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(testConfig(), { database });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    await app.close();
    await drop();
  });

  it('answers unknown API paths with a Spanish JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/users/api/nada/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'La ruta solicitada no existe.',
      code: 'route_not_found',
    });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/healthz');
  });

  it('sends security headers and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});
