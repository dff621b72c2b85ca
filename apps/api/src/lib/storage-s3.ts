/**
 * The S3-compatible storage driver (AWS S3, Cloudflare R2, MinIO…): the same
 * keys as the disk driver, as objects of one bucket under an optional prefix.
 * Objects carry their content type and the immutable cache policy, so a CDN
 * in front of the bucket could serve them as the /media route does.
 */
import { Readable } from 'node:stream';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import {
  assertValidStorageKey,
  isValidStorageKey,
  MEDIA_CACHE_CONTROL,
  type Storage,
} from './storage';

/** How long readiness waits for the bucket to answer before calling the storage down. */
const PING_TIMEOUT_MS = 5_000;
/** A service that accepts no connection, or goes silent mid-answer, fails the request instead of holding it. */
const CONNECTION_TIMEOUT_MS = 5_000;
const SOCKET_IDLE_TIMEOUT_MS = 30_000;

/**
 * NoSuchKey (or NotFound, from a 404 without a body) means "no such object";
 * NoSuchBucket is a misconfiguration, not a missing file.
 */
const isMissingObject = (error: unknown): boolean =>
  ['NoSuchKey', 'NotFound'].includes((error as S3ServiceException | undefined)?.name ?? '');

/**
 * The client for a configured bucket, as the driver uses it (media-to-s3.ts
 * copies with the same one). Loaded only when S3 is configured: the SDK adds
 * about a quarter of a second to start-up.
 */
export async function createS3Client(config: S3Config): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: SOCKET_IDLE_TIMEOUT_MS,
    },
    // Many S3-compatible services reject the checksum headers the SDK now adds
    // by default; send them only where the API requires them (TLS already
    // protects the bytes in transit).
    ...(config.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
}

/** A storage key's object key in the bucket: under the configured prefix. */
export const s3ObjectKey = (config: S3Config, key: string): string =>
  config.prefix ? `${config.prefix}/${key}` : key;

export async function createS3Storage(config: S3Config): Promise<Storage> {
  const { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand } =
    await import('@aws-sdk/client-s3');
  const client = await createS3Client(config);
  const Bucket = config.bucket;
  const objectKey = (key: string) => s3ObjectKey(config, key);

  return {
    async put(key, body, contentType) {
      assertValidStorageKey(key);
      // One PUT: S3 shows the whole object or none of it, never a partial file.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentLength: body.length,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        const { Body: body, ContentLength: size, LastModified: lastModified } = object;
        if (!(body instanceof Readable) || size === undefined || !lastModified) {
          if (body instanceof Readable) body.destroy();
          throw new Error(`Incomplete answer from the bucket for ${JSON.stringify(key)}`);
        }
        return { body, size, lastModified };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidStorageKey(key);
      // S3 answers 204 whether or not the object existed.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
    },
    async close() {
      client.destroy();
    },
  };
}
