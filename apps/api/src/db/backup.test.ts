/**
 * The backup drill of docs/backups.md, as an operator runs it: a deployment on
 * PostgreSQL with its media on disk, used through its HTTP API, is backed up
 * while it runs (`npm run backup`, the real pg_dump); then the database is
 * dropped and the media deleted; `npm run restore` (the real pg_restore)
 * brings back every table with the same rows and contents, and every media
 * file with the same bytes; the API started again signs the same people in
 * and shows them the same things. A restore over a database that is not
 * empty is refused without --force. Needs PostgreSQL (TEST_DATABASE_URL).
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiProcess } from '../test/api-process';
import { addStaffAccount, fillThroughApi, observe, type Filled } from '../test/deployment-fill';
import { withDatabase } from '../test/global-setup';
import { runOperatorCommand } from '../test/operator-commands';
import { fileChecksums, tableChecksums } from '../test/table-checksums';
import type { BackupManifest } from './backup';
import { openDatabase } from './client';
import type { QueryRows } from './pg-catalog';

const JWT_SECRET = 'backup-test-secret-that-is-long-enough-for-hs256';

describe.runIf(Boolean(inject('postgresTemplate')))(
  'npm run backup and npm run restore (needs TEST_DATABASE_URL)',
  () => {
    let admin: pg.Client;
    let name: string;
    let url: string;
    let dataDir: string;
    let backups: string;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: inject('postgresUrl') });
      await admin.connect();
      name = `huella_backup_${randomBytes(6).toString('hex')}`;
      // A new deployment: migrated (a copy of the suite's template), with the staff account its operator made.
      await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
      url = withDatabase(inject('postgresUrl'), name);
      const database = await openDatabase({ url, poolSize: 1 });
      try {
        await addStaffAccount(database.db);
      } finally {
        await database.close();
      }
      dataDir = mkdtempSync(path.join(tmpdir(), 'huella-backup-data-'));
      backups = mkdtempSync(path.join(tmpdir(), 'huella-backups-'));
    });

    afterAll(async () => {
      await admin?.query(`drop database if exists ${name} with (force)`);
      await admin?.end();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(backups, { recursive: true, force: true });
    });

    /** The deployment's database as it is now, table by table. */
    const databaseSums = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const query: QueryRows = async <T>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as T[];
        return await tableChecksums(query);
      } finally {
        await client.end();
      }
    };
    const mediaDir = () => path.join(dataDir, 'media');
    const env = () => ({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET,
      PUBLIC_URL: 'https://huella.example',
      RATE_LIMIT_DISABLED: 'true',
    });

    it('backs up a running deployment, and restores every row and file after both are lost', async () => {
      const api = await startApiProcess({ env: env() });
      let filled: Filled;
      let seen: Awaited<ReturnType<typeof observe>>;
      let tables: Awaited<ReturnType<typeof databaseSums>>;
      let media: Record<string, string>;
      const out = path.join(backups, 'copia-1');
      try {
        filled = await fillThroughApi(api.url, dataDir);
        seen = await observe(api.url, filled);
        tables = await databaseSums();
        media = await fileChecksums(mediaDir());

        // The server keeps running while it is backed up.
        const backup = await runOperatorCommand('backup', ['--out', out], env());
        expect(backup.code, backup.output).toBe(0);
        expect(backup.output).toContain('Copia completa');
      } finally {
        expect((await api.stop()).code, api.output()).toBe(0);
      }
      const manifest = JSON.parse(
        readFileSync(path.join(out, 'manifest.json'), 'utf8'),
      ) as BackupManifest;
      expect(manifest.database.tables).toEqual(
        Object.fromEntries(Object.entries(tables!).map(([table, sum]) => [table, sum.rows])),
      );
      expect(manifest.media.storage).toBe('disk');
      const backedUp =
        manifest.media.storage === 'disk'
          ? Object.fromEntries(manifest.media.files.map((file) => [file.path, file.sha256]))
          : {};
      expect(backedUp).toEqual(media!);
      // The photo's three widths.
      expect(Object.keys(media!)).toHaveLength(3);
      expect(Object.keys(media!)).toContain(filled!.photo.replace(/^media\//, ''));

      // Disaster: the database and the media are gone.
      await admin.query(`drop database ${name} with (force)`);
      rmSync(mediaDir(), { recursive: true, force: true });
      await admin.query(`create database ${name}`);

      const restore = await runOperatorCommand('restore', ['--from', out], env());
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('Restauración completa y comprobada');
      expect(await databaseSums()).toEqual(tables!);
      expect(await fileChecksums(mediaDir())).toEqual(media!);

      const again = await startApiProcess({ env: env() });
      try {
        // The same people sign in with the same passwords, and see the same.
        expect(await observe(again.url, filled!)).toEqual(seen!);
        const photo = await fetch(`${again.url}/${filled!.photo}`);
        expect(photo.status).toBe(200);
        const served = createHash('sha256')
          .update(Buffer.from(await photo.arrayBuffer()))
          .digest('hex');
        expect(served).toBe(media![filled!.photo.replace(/^media\//, '')]);
      } finally {
        expect((await again.stop()).code, again.output()).toBe(0);
      }

      // Over a database in use, a restore is refused and changes nothing…
      const inUse = await databaseSums();
      const refused = await runOperatorCommand('restore', ['--from', out], env());
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain('La base de datos de destino no está vacía');
      expect(refused.output).toContain('--force');
      expect(await databaseSums()).toEqual(inUse);

      // …unless it is forced: what the database holds is replaced by the backup.
      const forced = await runOperatorCommand('restore', ['--from', out, '--force'], env());
      expect(forced.code, forced.output).toBe(0);
      expect(await databaseSums()).toEqual(tables!);

      // A damaged backup is refused before anything is touched, even forced.
      const damaged = path.join(backups, 'copia-dañada');
      cpSync(out, damaged, { recursive: true });
      writeFileSync(path.join(damaged, manifest.database.file), 'no es un volcado');
      const refusedDamaged = await runOperatorCommand(
        'restore',
        ['--from', damaged, '--force'],
        env(),
      );
      expect(refusedDamaged.code, refusedDamaged.output).toBe(1);
      expect(refusedDamaged.output).toContain('la copia está dañada');
      expect(await databaseSums()).toEqual(tables!);
    }, 300_000);
  },
);
