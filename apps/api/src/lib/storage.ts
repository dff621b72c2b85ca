/**
 * Where uploaded media lives. The app talks to a `Storage` (put, get, delete
 * by key) so that the driver can change with the deployment: the disk driver
 * here keeps files under DATA_DIR/media; the S3-compatible driver
 * (storage-s3.ts) keeps them in a bucket, so every process behind a load
 * balancer sees the same files. storage-configured.ts picks one from config.
 *
 * Keys are relative paths such as `pets/1f0c…-800.webp`; they are also the
 * public paths of the files under `/media/`.
 */
import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@huella/shared/constants';
import { processImage } from './images';
import type { WorkQueue } from './work-queue';

/**
 * A stored file never changes (a new upload gets a new key), so it may be
 * cached for a year as immutable: by browsers from /media, by a CDN in front
 * of a bucket.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface StoredFile {
  body: Readable;
  size: number;
  lastModified: Date;
}

export interface Storage {
  /** Writes (or replaces) the file at `key`; readers never see a partial file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file at `key`, or null when there is none (or the key is not a valid one). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file at `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when files can be written and read now; rejects otherwise (readiness). */
  ping(): Promise<void>;
  /** Releases connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/**
 * Letters, digits, `-`, `_`, single `/` between segments and one extension:
 * no `..`, no absolute paths, no empty segments, no backslashes.
 */
const KEY_PATTERN = /^[a-z0-9]+(?:[/_-][a-z0-9]+)*(?:\.[a-z0-9]+)?$/i;
export const isValidStorageKey = (key: string): boolean =>
  key.length <= 200 && KEY_PATTERN.test(key);

/**
 * Writes a file whole or not at all: into a temporary file beside it, renamed
 * over it once written (a reader never sees half a file; a failure leaves none).
 */
export async function writeWhole(file: string, body: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, body);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Files in a directory of this machine (DATA_DIR/media by default). */
export function createDiskStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(resolvedRoot, key);
    // The key pattern already forbids escaping the root; this is the second lock.
    if (!file.startsWith(resolvedRoot + path.sep)) throw new Error('Storage key escapes the root');
    return file;
  };

  return {
    async put(key, body) {
      assertValidStorageKey(key);
      await writeWhole(fileOf(key), body);
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const file = fileOf(key);
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return null;
        return { body: createReadStream(file), size: stats.size, lastModified: stats.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidStorageKey(key);
      await rm(fileOf(key), { force: true });
    },
    async ping() {
      // The folder appears with the first upload; until then, the nearest
      // existing folder above it must let it be made. Nothing is created here.
      let folder = resolvedRoot;
      for (;;) {
        try {
          if (!(await stat(folder)).isDirectory()) throw new Error(`Not a folder: ${folder}`);
          await access(folder, constants.W_OK);
          return;
        } catch (error) {
          const parent = path.dirname(folder);
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === folder) throw error;
          folder = parent;
        }
      }
    },
    async close() {},
  };
}

/** The file key of one variant of a stored image: `<key>-<width>.webp`. */
export const variantKey = (key: string, width: ImageVariantWidth): string => `${key}-${width}.webp`;

/**
 * The public path of one variant, relative to the API base address as the
 * spec's `image` fields are: `media/pets/<id>-800.webp`.
 */
export const mediaPath = (key: string, width: ImageVariantWidth): string =>
  `media/${variantKey(key, width)}`;

/**
 * Every variant's public path by width: `{ '400': 'media/…-400.webp', … }`.
 * A literal on purpose: the widths are array indices to V8, and an object
 * given them one by one (Object.fromEntries, a loop) gets a backing store of
 * 1,601 slots, about 20 KB and 0.1 ms each time; a page of 30 animals made
 * 90 of them.
 */
export function variantPaths(key: string): Record<`${ImageVariantWidth}`, string> {
  return { 400: mediaPath(key, 400), 800: mediaPath(key, 800), 1600: mediaPath(key, 1600) };
}

/** A fresh, unguessable image key under `prefix` (e.g. `pets/3f9a…`). */
export const newImageKey = (prefix: string): string =>
  `${prefix}/${randomBytes(16).toString('hex')}`;

export interface StoredImage {
  /** Base key: the variants are `variantKey(key, width)`. Store it in `storage_key`. */
  key: string;
  /** Size of the largest variant (shown upright). */
  width: number;
  height: number;
}

/**
 * Validates and converts an upload (see processImage, whose 400, 429 and 503
 * errors it passes on; `owner` is the account that uploads) and writes every
 * variant. If any write fails, the variants
 * already written are deleted before the error is rethrown: a failed upload
 * leaves no file behind.
 */
export async function storeImage(
  storage: Storage,
  input: Buffer,
  options: { prefix?: string; owner?: number; work?: WorkQueue } = {},
): Promise<StoredImage> {
  const image = await processImage(input, { owner: options.owner, work: options.work });
  const key = newImageKey(options.prefix ?? 'pets');
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      const fileKey = variantKey(key, variant.width);
      written.push(fileKey);
      await storage.put(fileKey, variant.buffer, 'image/webp');
    }
  } catch (error) {
    await Promise.allSettled(written.map((fileKey) => storage.delete(fileKey)));
    throw error;
  }
  return { key, width: image.width, height: image.height };
}

/** Deletes every variant of a stored image (missing files are ignored). */
export async function deleteImage(storage: Storage, key: string): Promise<void> {
  await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => storage.delete(variantKey(key, width))));
}

/** A row whose one picture was replaced, and the key of the picture it had. */
export interface ReplacedImage<Row> {
  row: Row;
  previous: string | null;
}

/**
 * Stores an upload (as storeImage) and puts it in place of a row's picture
 * through `replace`; the old picture's files go once the new key is saved.
 * When the row is gone (`replace` finds nothing: `gone` is thrown) or saving
 * fails, the new files are deleted: no upload is left without a row.
 */
export async function replaceImage<Row>(
  storage: Storage,
  input: Buffer,
  options: { prefix: string; owner: number },
  replace: (key: string) => Promise<ReplacedImage<Row> | null | undefined>,
  gone: () => Error,
): Promise<Row> {
  const stored = await storeImage(storage, input, options);
  let replaced: ReplacedImage<Row> | null | undefined;
  try {
    replaced = await replace(stored.key);
  } catch (error) {
    await deleteImage(storage, stored.key);
    throw error;
  }
  if (!replaced) {
    await deleteImage(storage, stored.key);
    throw gone();
  }
  if (replaced.previous) await deleteImage(storage, replaced.previous);
  return replaced.row;
}
