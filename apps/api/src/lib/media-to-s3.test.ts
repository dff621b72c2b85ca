/**
 * `npm run media:to-s3`, as an operator runs it when a deployment moves its
 * media from the disk to a bucket: a photo uploaded through the API to
 * DATA_DIR/media is copied to a real S3-protocol server (s3rver) under the
 * configured prefix, and the API configured with that bucket then serves the
 * same bytes at the same path. Running it again copies only what differs; a
 * bucket that cannot be reached fails the command.
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '@huella/shared/schemas/pets';
import { buildApp, type App } from '../app';
import { bearer, createShelter, createUser, loginAs } from '../test/factories';
import { buildTestApp, testConfig, type TestContext } from '../test/helper';
import { makeJpeg } from '../test/images';
import { multipart } from '../test/multipart';
import { runOperatorCommand } from '../test/operator-commands';
import { startS3Server, type TestS3Server } from '../test/s3';
import { fileChecksums } from '../test/table-checksums';

const PREFIX = 'huella/media';

let s3: TestS3Server;
let ctx: TestContext;
let pet: Pet;

beforeAll(async () => {
  s3 = await startS3Server({ prefix: PREFIX });
  ctx = await buildTestApp();
  const user = await createUser(ctx.app);
  const shelter = await createShelter(ctx.app, { members: [[user.id, 'administrador']] });
  const body = multipart(
    { name: 'Canela', kind: 'perro', shelter: String(shelter.id) },
    { filename: 'canela.jpg', type: 'image/jpeg', content: await makeJpeg(1200, 900) },
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/pets/api/pets/',
    headers: { ...bearer(await loginAs(ctx.app, user)), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  pet = response.json<Pet>();
  // What an upload interrupted by a crash leaves: not media, never copied.
  writeFileSync(path.join(ctx.config.mediaDir, 'pets', 'roto-800.webp.1a2b3c.tmp'), 'a medias');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const copyToS3 = (env: Record<string, string> = s3.env) =>
  runOperatorCommand('media:to-s3', [], { DATA_DIR: ctx.config.dataDir, ...env });

describe('npm run media:to-s3', () => {
  it('copies every photo to the bucket, and the API configured with it serves the same bytes', async () => {
    const onDisk = Object.keys(await fileChecksums(ctx.config.mediaDir))
      .filter((file) => !file.endsWith('.tmp'))
      .sort();
    expect(onDisk).toHaveLength(3);

    const run = await copyToS3();
    expect(run.code, run.output).toBe(0);
    for (const file of onDisk) expect(run.output).toContain(`copiado ${file}`);
    expect(run.output).toContain(
      'omitido (no es un archivo de medios): pets/roto-800.webp.1a2b3c.tmp',
    );
    expect(run.output).toContain('3 archivos copiados');
    expect(await s3.keys()).toEqual(onDisk.map((file) => `${PREFIX}/${file}`));
    expect(await s3.metadata(`${PREFIX}/${onDisk[0]}`)).toEqual({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });

    // The same database, now with its media in the bucket.
    let onS3: App | undefined;
    try {
      onS3 = await buildApp(testConfig(s3.env), { database: ctx.database });
      const answer = await onS3.inject({ method: 'GET', url: `/pets/api/pets/${pet.id}/` });
      expect(answer.json<Pet>().image).toBe(pet.image);
      const served = await onS3.inject({ method: 'GET', url: `/${pet.image}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const onDisk = await readFile(path.join(ctx.config.dataDir, pet.image!));
      expect(served.rawPayload.equals(onDisk)).toBe(true);
    } finally {
      await onS3?.close();
    }
  }, 60_000);

  it('run again, copies only an object whose bytes differ from the file', async () => {
    const damaged = (await s3.keys())[0]!;
    await s3.write(damaged, 'otros bytes');
    const run = await copyToS3();
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`copiado ${damaged.slice(PREFIX.length + 1)}`);
    expect(run.output).toContain('1 archivos copiados');
    expect(run.output).toContain('2 ya estaban en el bucket');

    const again = await copyToS3();
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('0 archivos copiados');
    expect(again.output).toContain('3 ya estaban en el bucket');
  }, 60_000);

  it('fails with exit code 1 when the bucket cannot be reached, and without S3_BUCKET', async () => {
    const missing = await copyToS3({ ...s3.env, S3_BUCKET: 'no-existe-este-bucket' });
    expect(missing.code, missing.output).toBe(1);
    expect(missing.output).toContain(
      'El bucket no-existe-este-bucket no responde o no es accesible',
    );

    const unconfigured = await copyToS3({});
    expect(unconfigured.code, unconfigured.output).toBe(1);
    expect(unconfigured.output).toContain('Configura el bucket como para el servidor');
  }, 60_000);
});
