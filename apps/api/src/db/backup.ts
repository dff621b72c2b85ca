/**
 * The backup and restore of a deployment on PostgreSQL (`npm run backup`,
 * `npm run restore`; the drill is in docs/backups.md). A backup is a folder:
 *
 *   database.dump   pg_dump's custom format (compressed; pg_restore reads it)
 *   media/          DATA_DIR/media as it was, file for file
 *   manifest.json   what the rest must be: the dump's size and SHA-256, each
 *                   table's rows, each media file's size and SHA-256
 *
 * The rows are counted in the very snapshot pg_dump dumps (exported by a
 * transaction held open meanwhile), so a restore can check that it got all
 * of them. Media files never change once written (a new upload gets a new
 * name), so copying them while the server runs is safe; they are copied
 * before the snapshot and once more after the dump, so that a file a row of
 * the dump names is in the backup whether it was deleted after the snapshot
 * or uploaded just before it. With media in a bucket (S3_BUCKET) the bucket
 * itself (its versioning, its replication) is their backup, and only the
 * database is dumped.
 *
 * The manifest is written last: a folder without one is not a backup.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { S3Config } from '../config';
import { filesUnder, isUnfinishedWrite } from '../lib/media-to-s3';
import { OperatorRefusal } from '../lib/operator-cli';
import { writeWhole } from '../lib/storage';
import { readSchemaCatalog, type QueryRows } from './pg-catalog';
import { findPostgresTool, runPostgresTool, serverMajorVersion } from './pg-tools';

export const MANIFEST_FILE = 'manifest.json';
const DUMP_FILE = 'database.dump';
const MEDIA_FOLDER = 'media';
const FORMAT = 'huella-backup';

export interface MediaFileEntry {
  /** Its path under the media folder, with forward slashes (its storage key). */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: {
    file: string;
    bytes: number;
    sha256: string;
    /** The server's major version, and the pg_dump that made the file. */
    serverMajor: number;
    pgDump: { major: number; version: string };
    /** Migrations applied (Drizzle's journal). */
    migrations: number;
    /** Rows of each table (`users`, or `schema.table` outside public), in the dump's snapshot. */
    tables: Record<string, number>;
  };
  media:
    | { storage: 'disk'; files: MediaFileEntry[] }
    | { storage: 's3'; bucket: string; prefix: string };
}

/** Where the deployment keeps its media: a folder (DATA_DIR/media), or a bucket. */
export type MediaLocation = { mediaDir: string } | { s3: S3Config };

export interface BackupOptions {
  databaseUrl: string;
  media: MediaLocation;
  /** The backup's folder: new, or empty. */
  out: string;
  log?: (line: string) => void;
}

export interface RestoreOptions {
  databaseUrl: string;
  /** DATA_DIR/media: where a backup's media files go back. */
  mediaDir: string;
  /** The deployment now keeps its media in a bucket (S3_BUCKET): said after restoring files to disk. */
  mediaInBucket?: boolean;
  /** A backup's folder. */
  from: string;
  /** Restore into a database (and media folder) that is not empty: what they hold is deleted first. */
  force?: boolean;
  log?: (line: string) => void;
}

const sha256Of = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** `root/relative`, refusing a relative path that climbs out of `root` (a manifest is read from disk). */
function inside(root: string, relative: string): string {
  const file = path.resolve(root, ...relative.split('/'));
  if (!file.startsWith(path.resolve(root) + path.sep)) {
    throw new OperatorRefusal(`El manifiesto nombra un archivo fuera de su carpeta: ${relative}`);
  }
  return file;
}

/** True when `dir` is missing or holds nothing. */
const isEmptyFolder = async (dir: string): Promise<boolean> =>
  (await readdir(dir).catch(() => [])).length === 0;

/**
 * Copies every media file of `from` not yet in `copied` to `to`, recording
 * its size and checksum (of the bytes read, which are the bytes written).
 */
async function copyMedia(from: string, to: string, copied: Map<string, MediaFileEntry>) {
  const exists = await stat(from).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (!exists) return;
  for await (const key of filesUnder(from)) {
    if (copied.has(key) || isUnfinishedWrite(key)) continue;
    let body: Buffer;
    try {
      body = await readFile(inside(from, key));
    } catch (error) {
      // Deleted since it was listed: a file of a row that is gone.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await writeWhole(inside(to, key), body);
    copied.set(key, {
      path: key,
      bytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    });
  }
}

const connect = async (url: string): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
};

const rowsOf =
  (client: pg.ClientBase): QueryRows =>
  async <T>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as T[];

/** Rows of every table, by label, and the migrations applied, as `client` sees them now. */
async function countRows(client: pg.ClientBase) {
  const query = rowsOf(client);
  const catalog = await readSchemaCatalog(query);
  const tables: Record<string, number> = {};
  for (const table of catalog.tables) {
    const [row] = await query<{ rows: string }>(`select count(*)::text as rows from ${table.name}`);
    tables[table.label] = Number(row!.rows);
  }
  const [journal] = await query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const migrations = journal?.present
    ? Number(
        (
          await query<{ n: string }>('select count(*)::text as n from drizzle.__drizzle_migrations')
        )[0]!.n,
      )
    : 0;
  return { tables, migrations };
}

export async function backupDeployment(options: BackupOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const out = path.resolve(options.out);
  if (!(await isEmptyFolder(out))) {
    throw new OperatorRefusal(
      `La carpeta ${out} no está vacía: cada copia va en una carpeta nueva.`,
    );
  }
  await mkdir(out, { recursive: true });
  const media = new Map<string, MediaFileEntry>();
  const mediaDir = 'mediaDir' in options.media ? options.media.mediaDir : undefined;
  const mediaOut = path.join(out, MEDIA_FOLDER);

  const client = await connect(options.databaseUrl);
  try {
    const serverMajor = await serverMajorVersion(client);
    const pgDump = await findPostgresTool('pg_dump', serverMajor);
    if (mediaDir) await copyMedia(mediaDir, mediaOut, media);

    // One snapshot for the counts and the dump: held open until pg_dump is done.
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows as [{ snapshot: string }];
    const counted = await countRows(client);
    const dumpFile = path.join(out, DUMP_FILE);
    log(`pg_dump ${pgDump.version} (${pgDump.path}) → ${dumpFile}`);
    await runPostgresTool(pgDump, options.databaseUrl, [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${dumpFile}`,
    ]);
    await client.query('commit');

    if (mediaDir) await copyMedia(mediaDir, mediaOut, media);
    const manifest: BackupManifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database: {
        file: DUMP_FILE,
        bytes: (await stat(dumpFile)).size,
        sha256: await sha256Of(dumpFile),
        serverMajor,
        pgDump: { major: pgDump.major, version: pgDump.version },
        ...counted,
      },
      media: mediaDir
        ? {
            storage: 'disk',
            files: [...media.values()].sort((a, b) => a.path.localeCompare(b.path)),
          }
        : {
            storage: 's3',
            bucket: 's3' in options.media ? options.media.s3.bucket : '',
            prefix: 's3' in options.media ? options.media.s3.prefix : '',
          },
    };
    await writeWhole(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The backup's manifest, and that its files are whole: checked before anything is touched. */
async function checkBackup(from: string): Promise<BackupManifest> {
  const manifestFile = path.join(from, MANIFEST_FILE);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  } catch {
    throw new OperatorRefusal(
      `${manifestFile} no existe o no se puede leer: ${from} no es una copia completa.`,
    );
  }
  if (manifest.format !== FORMAT || manifest.version !== 1) {
    throw new OperatorRefusal(`${manifestFile} no es el manifiesto de una copia de Huella.`);
  }
  const dump = inside(from, manifest.database.file);
  const bytes = await stat(dump).then(
    (stats) => stats.size,
    () => -1,
  );
  if (bytes !== manifest.database.bytes || (await sha256Of(dump)) !== manifest.database.sha256) {
    throw new OperatorRefusal(
      `${dump} no es el que se guardó (tamaño o suma SHA-256 distintos): la copia está dañada.`,
    );
  }
  if (manifest.media.storage === 'disk') {
    const damaged: string[] = [];
    for (const entry of manifest.media.files) {
      const file = inside(path.join(from, MEDIA_FOLDER), entry.path);
      const sum = await sha256Of(file).catch(() => undefined);
      if (sum !== entry.sha256) damaged.push(entry.path);
    }
    if (damaged.length > 0) {
      throw new OperatorRefusal(
        `${damaged.length} archivos de medios de la copia faltan o están dañados (${damaged.slice(0, 5).join(', ')}…).`,
      );
    }
  }
  return manifest;
}

/** Relations of the database outside PostgreSQL's own schemas. */
async function relationsIn(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*)::text as n
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
  );
  return Number(rows[0]!.n);
}

/**
 * Everything in the database's own schemas goes (--force): the schemas are
 * dropped, and public made again empty, as a new database has it.
 */
async function emptyDatabase(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(nspname) as name from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
  );
  await client.query('begin');
  try {
    for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
    await client.query('create schema public');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Media files written back and checked (0 when they live in a bucket). */
  mediaFiles: number;
}

export async function restoreDeployment(options: RestoreOptions): Promise<RestoreSummary> {
  const log = options.log ?? (() => {});
  const from = path.resolve(options.from);
  const manifest = await checkBackup(from);
  log(
    `Copia del ${manifest.createdAt} comprobada: ${manifest.database.bytes.toLocaleString('es-ES')} bytes de base de datos` +
      (manifest.media.storage === 'disk'
        ? `, ${manifest.media.files.length} archivos de medios.`
        : ' (los medios están en el bucket).'),
  );
  const mediaDir = options.mediaDir;

  const client = await connect(options.databaseUrl).catch((error: unknown) => {
    if ((error as { code?: string }).code === '3D000') {
      throw new OperatorRefusal(
        'La base de datos de destino no existe: créala vacía (por ejemplo con createdb) y vuelve a intentarlo.',
      );
    }
    throw error;
  });
  try {
    const serverMajor = await serverMajorVersion(client);
    const pgRestore = await findPostgresTool(
      'pg_restore',
      Math.max(serverMajor, manifest.database.pgDump.major),
    );
    const occupied = (await relationsIn(client)) > 0;
    const mediaOccupied = manifest.media.storage === 'disk' && !(await isEmptyFolder(mediaDir));
    if ((occupied || mediaOccupied) && !options.force) {
      throw new OperatorRefusal(
        [
          occupied && 'la base de datos de destino no está vacía',
          mediaOccupied && `la carpeta de medios ${mediaDir} no está vacía`,
        ]
          .filter(Boolean)
          .join(' y ')
          .replace(/^./, (first) => first.toUpperCase()) +
          '. Restaura en una base de datos nueva, o añade --force para sustituir su contenido.',
      );
    }
    if (occupied) {
      log('--force: se borra todo lo que tenía la base de datos de destino.');
      await emptyDatabase(client);
    }

    log(`pg_restore ${pgRestore.version} (${pgRestore.path})`);
    await runPostgresTool(pgRestore, options.databaseUrl, [
      '--single-transaction',
      '--exit-on-error',
      // The restoring role owns what it restores, whoever owned the original.
      '--no-owner',
      '--no-privileges',
      inside(from, manifest.database.file),
    ]);

    const counted = await countRows(client);
    const differences = Object.entries(manifest.database.tables)
      .filter(([table, rows]) => counted.tables[table] !== rows)
      .map(([table, rows]) => `${table}: ${counted.tables[table] ?? 'falta'} de ${rows}`);
    if (counted.migrations !== manifest.database.migrations) {
      differences.push(`migraciones: ${counted.migrations} de ${manifest.database.migrations}`);
    }
    if (differences.length > 0) {
      throw new Error(`The restored database differs from the backup: ${differences.join(', ')}`);
    }
    log(
      `Base de datos restaurada: ${Object.keys(counted.tables).length} tablas con las filas de la copia.`,
    );

    let mediaFiles = 0;
    if (manifest.media.storage === 'disk') {
      for (const entry of manifest.media.files) {
        const body = await readFile(inside(path.join(from, MEDIA_FOLDER), entry.path));
        const file = inside(mediaDir, entry.path);
        await writeWhole(file, body);
        if ((await sha256Of(file)) !== entry.sha256) {
          throw new Error(`${file} was not written as the backup holds it`);
        }
        mediaFiles += 1;
      }
      log(`Medios restaurados en ${mediaDir}: ${mediaFiles} archivos, sumas SHA-256 comprobadas.`);
      if (options.mediaInBucket) {
        log('Este servidor guarda los medios en S3: cópialos al bucket con npm run media:to-s3.');
      }
    } else if (manifest.media.storage === 's3') {
      log(
        `Los medios de esta copia están en el bucket ${manifest.media.bucket}: su versionado o ` +
          'su réplica es su copia (docs/backups.md).',
      );
    }
    return { manifest, mediaFiles };
  } finally {
    await client.end().catch(() => {});
  }
}
