/**
 * Copies the media kept on disk (DATA_DIR/media) into the configured bucket
 * (`npm run media:to-s3`, media-to-s3-cli.ts), as the S3 driver would have
 * stored them: the same keys under S3_PREFIX, their content type and the
 * immutable cache policy. The API started with S3_BUCKET then serves the same
 * photos at the same /media paths.
 *
 * It may be run again at any time: an object already in the bucket with the
 * same size and checksum (its MD5 ETag, or the SHA-256 this copy records in
 * its metadata) is left alone. Each object is sent with its Content-MD5, so
 * the bucket refuses one that arrives damaged. Files that are not media (a
 * half-written upload's temporary file, a name no key can have) are listed
 * and left.
 */
import { createHash } from 'node:crypto';
import { opendir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { OperatorRefusal } from './operator-cli';
import { isValidStorageKey, MEDIA_CACHE_CONTROL } from './storage';
import { createS3Client, s3ObjectKey } from './storage-s3';

export interface MediaCopyOptions {
  mediaDir: string;
  s3: S3Config;
  /** Objects sent at once (default 8). */
  concurrency?: number;
  /** A line per object copied or failed. */
  log?: (line: string) => void;
}

export interface MediaCopySummary {
  /** Keys sent to the bucket, with their sizes. */
  copied: { key: string; bytes: number }[];
  /** Keys already in the bucket with the same size and checksum. */
  unchanged: number;
  /** Files under the media folder that are no media, left on disk. */
  ignored: string[];
  /** Keys that could not be copied, with why. */
  failed: { key: string; error: string }[];
}

/** The content type the image pipeline stores each kind of file with. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/**
 * The disk driver's file being written (`<file>.<random hex>.tmp`, renamed
 * into place when whole), or one a crash left half-written: never media.
 */
export const isUnfinishedWrite = (file: string): boolean => /\.[0-9a-f]+\.tmp$/.test(file);

const isMissing = (error: unknown): boolean =>
  ['NotFound', 'NoSuchKey'].includes((error as S3ServiceException | undefined)?.name ?? '');

/** Every file under `root`, by its path from there with forward slashes (a storage key), one at a time. */
export async function* filesUnder(root: string): AsyncGenerator<string> {
  const directory = await opendir(root, { recursive: true });
  for await (const entry of directory) {
    if (!entry.isFile()) continue;
    yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  }
}

/** The object's ETag when it is the MD5 of its bytes (single-part uploads), else undefined. */
const md5ETag = (etag: string | undefined): string | undefined => {
  const value = etag?.replace(/"/g, '').toLowerCase();
  return value && /^[0-9a-f]{32}$/.test(value) ? value : undefined;
};

export async function copyMediaToS3(options: MediaCopyOptions): Promise<MediaCopySummary> {
  const log = options.log ?? (() => {});
  const exists = await stat(options.mediaDir).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (!exists) {
    throw new OperatorRefusal(
      `No existe la carpeta de archivos ${options.mediaDir}: revisa DATA_DIR (es la del servidor que los guardaba).`,
    );
  }
  const { HeadBucketCommand, HeadObjectCommand, PutObjectCommand } =
    await import('@aws-sdk/client-s3');
  const client: S3Client = await createS3Client(options.s3);
  const Bucket = options.s3.bucket;
  const summary: MediaCopySummary = { copied: [], unchanged: 0, ignored: [], failed: [] };
  try {
    await client.send(new HeadBucketCommand({ Bucket })).catch((error: unknown) => {
      throw new Error(`El bucket ${Bucket} no responde o no es accesible`, { cause: error });
    });

    const copyOne = async (key: string) => {
      const Key = s3ObjectKey(options.s3, key);
      const body = await readFile(path.join(options.mediaDir, ...key.split('/')));
      const md5 = createHash('md5').update(body).digest();
      const sha256 = createHash('sha256').update(body).digest('hex');
      const present = await client.send(new HeadObjectCommand({ Bucket, Key })).catch((error) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (
        present?.ContentLength === body.length &&
        (md5ETag(present.ETag) === md5.toString('hex') || present.Metadata?.sha256 === sha256)
      ) {
        summary.unchanged += 1;
        return;
      }
      const extension = path.extname(key).toLowerCase();
      const sent = await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: body,
          ContentLength: body.length,
          ContentMD5: md5.toString('base64'),
          ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          CacheControl: MEDIA_CACHE_CONTROL,
          Metadata: { sha256 },
        }),
      );
      const etag = md5ETag(sent.ETag);
      if (etag && etag !== md5.toString('hex')) {
        throw new Error(`the bucket stored other bytes (ETag ${etag})`);
      }
      summary.copied.push({ key, bytes: body.length });
      log(`copiado ${key} (${body.length.toLocaleString('es-ES')} bytes)`);
    };

    const files = filesUnder(options.mediaDir);
    const worker = async () => {
      // The generator hands each file to one worker only.
      for await (const key of files) {
        if (isUnfinishedWrite(key) || !isValidStorageKey(key)) {
          summary.ignored.push(key);
          continue;
        }
        try {
          await copyOne(key);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          summary.failed.push({ key, error: message });
          log(`ERROR ${key}: ${message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  } finally {
    client.destroy();
  }
  return summary;
}
