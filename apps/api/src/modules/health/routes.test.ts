import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';
import { startS3Server } from '../../test/s3';

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

  it('says the database and the media storage are reachable, with or without a trailing slash', async () => {
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

  it('answers 503 when the media folder cannot be made', async () => {
    // DATA_DIR is a file, so DATA_DIR/media can never be created.
    const dataDir = path.join(tmpdir(), `huella-not-a-folder-${randomBytes(6).toString('hex')}`);
    writeFileSync(dataDir, '');
    const broken = await buildTestApp({ DATA_DIR: dataDir });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await broken.close();
    }
  });

  it('checks the bucket when media are in S3: ready while it answers, 503 once it is gone', async () => {
    const server = await startS3Server();
    const withS3 = await buildTestApp(server.env);
    try {
      const ready = await withS3.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok' });
    } finally {
      await server.close();
    }
    try {
      const gone = await withS3.app.inject({ method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ status: 'unavailable' });
    } finally {
      await withS3.close();
    }
  });

  it('answers 503 when the configured bucket does not exist', async () => {
    const server = await startS3Server();
    const misconfigured = await buildTestApp({ ...server.env, S3_BUCKET: 'otro-cubo' });
    try {
      const response = await misconfigured.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
    } finally {
      await misconfigured.close();
      await server.close();
    }
  });

  it('answers unknown API paths with a Spanish JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/users/api/nada/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'La ruta solicitada no existe.',
      message: 'La ruta solicitada no existe.',
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

describe.runIf(Boolean(inject('postgresTemplate')))('health with DATABASE_REPLICA_URL', () => {
  it('names a "replica" that is not in recovery unavailable, and reads the catalogue from the primary', async () => {
    const { buildApp } = await import('../../app');
    const { openTestDatabase, testConfig } = await import('../../test/helper');
    const { openReplica } = await import('../../db/replica');
    const { createPet, createShelter } = await import('../../test/factories');
    const { database, drop } = await openTestDatabase();
    // The primary itself: a server that is not in recovery never follows the primary.
    const reader = await openReplica(database, database.url!);
    const app = await buildApp(testConfig(), { database, catalogueReader: reader });
    try {
      const shelter = await createShelter(app);
      await createPet(app, { shelterId: shelter.id, name: 'Primaria' });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        replica: {
          status: 'unavailable',
          lag_bytes: null,
          lag_seconds: null,
          serving_catalogue: false,
        },
      });
      const list = await app.inject({ method: 'GET', url: '/api/animals' });
      expect(list.json<{ name: string }[]>().map((animal) => animal.name)).toContain('Primaria');
    } finally {
      await app.close();
      await reader.close();
      await drop();
    }
  });
});
