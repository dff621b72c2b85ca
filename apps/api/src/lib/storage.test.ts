import { mkdtempSync, readdirSync, rmSync, writeFileSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { makeJpeg, makeSvg, makeTruncatedJpeg } from '../test/images';
import { AppError } from './errors';
import {
  createDiskStorage,
  deleteImage,
  isValidStorageKey,
  mediaPath,
  storeImage,
  variantKey,
  variantPaths,
  type Storage,
} from './storage';

let root: string;
let storage: Storage;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'huella-media-'));
  storage = createDiskStorage(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file under the storage root, as relative paths. */
const filesOnDisk = () =>
  (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();

describe('disk storage', () => {
  it('writes, reads and deletes a file by key', async () => {
    await storage.put('pets/abc-400.webp', Buffer.from('hola'), 'image/webp');
    const file = await storage.get('pets/abc-400.webp');
    expect(file?.size).toBe(4);
    expect(file?.lastModified).toBeInstanceOf(Date);
    expect(await text(file!.body)).toBe('hola');
    expect(filesOnDisk()).toEqual([path.join('pets', 'abc-400.webp')]);

    await storage.delete('pets/abc-400.webp');
    expect(await storage.get('pets/abc-400.webp')).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete('pets/abc-400.webp');
  });

  it('answers null for a missing file or a directory', async () => {
    await storage.put('pets/abc-400.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('pets/otro-400.webp')).toBeNull();
    expect(await storage.get('pets')).toBeNull();
  });

  it('is ready before the first upload, without making the folder', async () => {
    const fresh = createDiskStorage(path.join(root, 'data', 'media'));
    await expect(fresh.ping()).resolves.toBeUndefined();
    expect(readdirSync(root)).toEqual([]);

    writeFileSync(path.join(root, 'data'), 'un archivo donde iría la carpeta');
    await expect(fresh.ping()).rejects.toThrow();
  });

  it('accepts only plain relative keys: no traversal, no absolute paths', async () => {
    for (const key of ['pets/abc-400.webp', 'avatars/a_b/c-1600.webp', 'robots.txt']) {
      expect(isValidStorageKey(key), key).toBe(true);
    }
    for (const key of [
      '',
      '../secreto',
      'pets/../../etc/passwd',
      '/etc/passwd',
      'pets//abc.webp',
      'pets\\abc.webp',
      'pets/.hidden',
      'pets/abc.webp/',
      'pets/a b.webp',
      'pets/abc.tar.gz',
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
      expect(await storage.get(key)).toBeNull();
    }
    await expect(storage.put('../fuera', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(storage.delete('../fuera')).rejects.toThrow();
  });
});

describe('keys and public paths', () => {
  it('names variants <key>-<width>.webp, served under media/', () => {
    expect(variantKey('pets/abc', 800)).toBe('pets/abc-800.webp');
    expect(mediaPath('pets/abc', 800)).toBe('media/pets/abc-800.webp');
    expect(variantPaths('pets/abc')).toEqual({
      '400': 'media/pets/abc-400.webp',
      '800': 'media/pets/abc-800.webp',
      '1600': 'media/pets/abc-1600.webp',
    });
  });
});

describe('storeImage and deleteImage', () => {
  it('stores the three WebP variants under a fresh key and reports the size', async () => {
    const stored = await storeImage(storage, await makeJpeg(2000, 1500));
    expect(stored.key).toMatch(/^pets\/[0-9a-f]{32}$/);
    expect([stored.width, stored.height]).toEqual([1600, 1200]);
    expect(filesOnDisk()).toEqual(
      [1600, 400, 800].map((width) => path.join('pets', `${stored.key.slice(5)}-${width}.webp`)),
    );
    const widths = await Promise.all(
      [400, 800, 1600].map(async (width) => {
        const metadata = await sharp(path.join(root, `${stored.key}-${width}.webp`)).metadata();
        return [metadata.format, metadata.width];
      }),
    );
    expect(widths).toEqual([
      ['webp', 400],
      ['webp', 800],
      ['webp', 1600],
    ]);

    const other = await storeImage(storage, await makeJpeg(500, 500), { prefix: 'avatars' });
    expect(other.key).toMatch(/^avatars\/[0-9a-f]{32}$/);
    expect(other.key).not.toBe(stored.key);

    await deleteImage(storage, stored.key);
    await deleteImage(storage, other.key);
    expect(filesOnDisk()).toEqual([]);
  });

  it('writes nothing for a refused upload', async () => {
    for (const input of [makeSvg(), await makeTruncatedJpeg()]) {
      await expect(storeImage(storage, input)).rejects.toBeInstanceOf(AppError);
    }
    expect(filesOnDisk()).toEqual([]);
  });

  it('deletes the variants already written when a later write fails', async () => {
    let writes = 0;
    const failing: Storage = {
      ...storage,
      async put(key, body, contentType) {
        writes += 1;
        if (writes === 3) throw new Error('disco lleno');
        await storage.put(key, body, contentType);
      },
    };
    await expect(storeImage(failing, await makeJpeg(1000, 800))).rejects.toThrow('disco lleno');
    expect(writes).toBe(3);
    expect(filesOnDisk()).toEqual([]);
  });
});
