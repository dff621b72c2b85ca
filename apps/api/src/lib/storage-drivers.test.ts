/**
 * The storage contract: the same cases against every driver, the disk one in
 * a temporary folder and the S3 one on a real S3-protocol server (s3rver), so
 * the app behaves the same whichever the deployment configures.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { makeJpeg, makeSvg, makeTruncatedJpeg } from '../test/images';
import { testConfig } from '../test/helper';
import { startS3Server, type TestS3Server } from '../test/s3';
import { AppError } from './errors';
import { createDiskStorage, deleteImage, storeImage, variantKey, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

interface OpenedDriver {
  storage: Storage;
  /** Every stored key, sorted, as the driver's backend holds it. */
  stored(): Promise<string[]>;
  close(): Promise<void>;
}

const drivers: { name: string; open(): Promise<OpenedDriver> }[] = [
  {
    name: 'disk',
    async open() {
      const root = mkdtempSync(path.join(tmpdir(), 'huella-media-'));
      const storage = createDiskStorage(root);
      return {
        storage,
        async stored() {
          return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
            .filter((entry) => entry.isFile())
            .map((entry) =>
              path
                .relative(root, path.join(entry.parentPath, entry.name))
                .split(path.sep)
                .join('/'),
            )
            .sort();
        },
        async close() {
          await storage.close();
          rmSync(root, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'S3',
    async open() {
      const server = await startS3Server();
      const storage = await createS3Storage(testConfig(server.env).s3!);
      return {
        storage,
        stored: () => server.keys(),
        async close() {
          await storage.close();
          await server.close();
        },
      };
    },
  },
];

describe.each(drivers)('$name storage', (driver) => {
  let opened: OpenedDriver;
  let storage: Storage;
  beforeEach(async () => {
    opened = await driver.open();
    storage = opened.storage;
  });
  afterEach(() => opened.close());

  it('writes a file, then reads its bytes, size and modification date', async () => {
    const before = Date.now();
    await storage.put('pets/abc-400.webp', Buffer.from('hola'), 'image/webp');
    const file = await storage.get('pets/abc-400.webp');
    expect(file?.size).toBe(4);
    expect(await text(file!.body)).toBe('hola');
    // S3 keeps whole seconds.
    expect(file!.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(file!.lastModified.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await opened.stored()).toEqual(['pets/abc-400.webp']);
  });

  it('streams a large binary file unchanged', async () => {
    const content = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put('pets/grande-1600.webp', content, 'image/webp');
    const file = await storage.get('pets/grande-1600.webp');
    expect(file?.size).toBe(content.length);
    expect((await buffer(file!.body)).equals(content)).toBe(true);
  });

  it('replaces a file written again under the same key', async () => {
    await storage.put('pets/abc-400.webp', Buffer.from('primera'), 'image/webp');
    await storage.put('pets/abc-400.webp', Buffer.from('segunda versión'), 'image/webp');
    const file = await storage.get('pets/abc-400.webp');
    expect(await text(file!.body)).toBe('segunda versión');
    expect(file!.size).toBe(Buffer.byteLength('segunda versión'));
    expect(await opened.stored()).toEqual(['pets/abc-400.webp']);
  });

  it('deletes a file, and deleting it again is not an error', async () => {
    await storage.put('pets/abc-400.webp', Buffer.from('x'), 'image/webp');
    await storage.put('pets/abc-800.webp', Buffer.from('y'), 'image/webp');
    await storage.delete('pets/abc-400.webp');
    expect(await storage.get('pets/abc-400.webp')).toBeNull();
    await storage.delete('pets/abc-400.webp');
    await storage.delete('pets/nunca-existio-400.webp');
    expect(await opened.stored()).toEqual(['pets/abc-800.webp']);
  });

  it('answers null for a missing file and for a folder', async () => {
    await storage.put('pets/abc-400.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('pets/otro-400.webp')).toBeNull();
    expect(await storage.get('pets')).toBeNull();
    expect(await storage.get('otros/abc-400.webp')).toBeNull();
  });

  it('refuses keys that are not plain relative paths, and writes nothing for them', async () => {
    for (const key of ['', '../secreto', 'pets/../../etc/passwd', '/etc/passwd', 'pets//a.webp']) {
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage.delete(key), key).rejects.toThrow('Invalid storage key');
    }
    expect(await opened.stored()).toEqual([]);
  });

  it('answers the readiness check', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('stores an upload as three WebP variants and deletes them all', async () => {
    const stored = await storeImage(storage, await makeJpeg(2000, 1500));
    expect([stored.width, stored.height]).toEqual([1600, 1200]);
    expect(await opened.stored()).toEqual(
      [1600, 400, 800].map((width) => variantKey(stored.key, width as 400 | 800 | 1600)),
    );
    const file = await storage.get(variantKey(stored.key, 800));
    const metadata = await sharp(await buffer(file!.body)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 800, 600]);

    await deleteImage(storage, stored.key);
    expect(await opened.stored()).toEqual([]);
  });

  it('writes nothing for a refused upload', async () => {
    for (const input of [makeSvg(), await makeTruncatedJpeg()]) {
      await expect(storeImage(storage, input)).rejects.toBeInstanceOf(AppError);
    }
    expect(await opened.stored()).toEqual([]);
  });

  it('leaves nothing behind when a write fails in the middle of an upload', async () => {
    let writes = 0;
    const failing: Storage = {
      ...storage,
      async put(key, body, contentType) {
        writes += 1;
        if (writes === 3) throw new Error('almacenamiento lleno');
        await storage.put(key, body, contentType);
      },
    };
    await expect(storeImage(failing, await makeJpeg(1000, 800))).rejects.toThrow(
      'almacenamiento lleno',
    );
    expect(writes).toBe(3);
    expect(await opened.stored()).toEqual([]);
  });
});

describe('S3 storage specifics', () => {
  let server: TestS3Server;
  const opened: Storage[] = [];
  const open = async (env: Record<string, string> = {}) => {
    const storage = await createS3Storage(testConfig({ ...server.env, ...env }).s3!);
    opened.push(storage);
    return storage;
  };
  beforeEach(async () => {
    server = await startS3Server();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()));
    await server.close();
  });

  it('stores the content type and the immutable cache policy with each object', async () => {
    const storage = await open();
    await storage.put('pets/abc-400.webp', Buffer.from('x'), 'image/webp');
    await storage.put('pruebas/logo.png', Buffer.from('y'), 'image/png');
    expect(await server.metadata('pets/abc-400.webp')).toEqual({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await server.metadata('pruebas/logo.png')).contentType).toBe('image/png');
  });

  it('keeps its objects under S3_PREFIX and reads nothing outside it', async () => {
    await server.write('secreto.txt', 'no debe salir');
    await server.write('pets/ajeno-400.webp', 'de otra aplicación');
    const storage = await open({ S3_PREFIX: '/huella/media/' });
    await storage.put('pets/abc-400.webp', Buffer.from('hola'), 'image/webp');
    expect(await server.keys()).toEqual([
      'huella/media/pets/abc-400.webp',
      'pets/ajeno-400.webp',
      'secreto.txt',
    ]);
    expect(await text((await storage.get('pets/abc-400.webp'))!.body)).toBe('hola');
    expect(await storage.get('secreto.txt')).toBeNull();
    expect(await storage.get('pets/ajeno-400.webp')).toBeNull();

    await storage.delete('pets/abc-400.webp');
    expect(await server.keys()).toEqual(['pets/ajeno-400.webp', 'secreto.txt']);
  });

  it('treats a missing bucket as a failure, not as a missing file', async () => {
    const storage = await open({ S3_BUCKET: 'no-existe' });
    await expect(storage.ping()).rejects.toThrow();
    await expect(storage.get('pets/abc-400.webp')).rejects.toThrow();
    await expect(
      storage.put('pets/abc-400.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
  });

  it('fails the readiness check when the service accepts connections but never answers', async () => {
    const openSockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void openSockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const storage = await open({ S3_ENDPOINT: `http://127.0.0.1:${port}` });
      await expect(storage.ping()).rejects.toThrow();
    } finally {
      silent.close();
      for (const socket of openSockets) socket.destroy();
    }
  });

  it('fails the readiness check and reads when the service is down', async () => {
    const storage = await open();
    await storage.put('pets/abc-400.webp', Buffer.from('x'), 'image/webp');
    await server.close();
    await expect(storage.ping()).rejects.toThrow();
    await expect(storage.get('pets/abc-400.webp')).rejects.toThrow();
    server = await startS3Server(); // afterEach closes a running one
  });
});
