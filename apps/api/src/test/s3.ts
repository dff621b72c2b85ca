/**
 * A real S3-protocol server for tests: s3rver on a free local port, keeping
 * its objects in a temporary folder, with one bucket. `env` holds the S3_*
 * variables that point the app at it; `client` looks at the bucket behind the
 * app's back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3Server {
  bucket: string;
  endpoint: string;
  /** S3_* variables for `loadConfig` or `buildTestApp`. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Content type and cache policy stored with an object. */
  metadata(key: string): Promise<{ contentType?: string; cacheControl?: string }>;
  /** Writes an object directly, bypassing the app. */
  write(key: string, body: string): Promise<void>;
  close(): Promise<void>;
}

/** s3rver's fixed development credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(
  options: { bucket?: string; prefix?: string } = {},
): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'huella-media';
  const directory = mkdtempSync(path.join(tmpdir(), 'huella-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      ...(options.prefix && { S3_PREFIX: options.prefix }),
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async metadata(key) {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { contentType: head.ContentType, cacheControl: head.CacheControl };
    },
    async write(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
