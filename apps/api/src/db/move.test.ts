/**
 * `npm run db:move`, as an operator runs it: a deployment on the embedded
 * database, used through its HTTP API, is stopped and moved to an empty
 * PostgreSQL database; the API started there shows the same accounts (the
 * same passwords sign in), animals, photos, requests and conversations, and
 * goes on numbering rows where the embedded database stopped. A move while
 * the server still runs, or to a database that is no longer empty, is refused
 * and writes nothing. Needs PostgreSQL (TEST_DATABASE_URL): skipped without it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiProcess } from '../test/api-process';
import {
  addStaffAccount,
  ADOPTER,
  apiClient,
  fillThroughApi,
  observe,
  SHELTER_ADMIN,
  type Filled,
} from '../test/deployment-fill';
import { withDatabase } from '../test/global-setup';
import { runOperatorCommand } from '../test/operator-commands';
import { tableChecksums, type TableSum } from '../test/table-checksums';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import type { QueryRows } from './pg-catalog';

const JWT_SECRET = 'move-test-secret-that-is-long-enough-for-hs256';

const pgRows =
  (client: pg.ClientBase): QueryRows =>
  async <T>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as T[];

describe.runIf(Boolean(inject('postgresTemplate')))(
  'npm run db:move (needs TEST_DATABASE_URL)',
  () => {
    let admin: pg.Client;
    let dataDir: string;
    let targetName: string;
    let targetUrl: string;
    let target: pg.Client;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: inject('postgresUrl') });
      await admin.connect();
      targetName = `huella_move_${randomBytes(6).toString('hex')}`;
      // A new, empty database: the move gives it the migrations.
      await admin.query(`create database ${targetName}`);
      targetUrl = withDatabase(inject('postgresUrl'), targetName);
      target = new pg.Client({ connectionString: targetUrl });
      await target.connect();
      dataDir = mkdtempSync(path.join(tmpdir(), 'huella-move-'));
    });

    afterAll(async () => {
      await target?.end();
      await admin?.query(`drop database if exists ${targetName} with (force)`);
      await admin?.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const move = () =>
      runOperatorCommand('db:move', ['--to', targetUrl], { DATA_DIR: dataDir, JWT_SECRET });
    const targetTables = async () =>
      Number(
        (
          await target.query<{ n: string }>(
            `select count(*)::text as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
          )
        ).rows[0]!.n,
      );

    it('moves every table, and the API on PostgreSQL serves what it served on the embedded database', async () => {
      // A new embedded deployment, with the staff account its operator made.
      const prepared = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        await migrateDatabase(prepared);
        await addStaffAccount(prepared.db);
      } finally {
        await prepared.close();
      }
      const env = {
        DATA_DIR: dataDir,
        JWT_SECRET,
        PUBLIC_URL: 'https://huella.example',
        RATE_LIMIT_DISABLED: 'true',
      };
      const embedded = await startApiProcess({ env });
      let filled: Filled;
      let before: Awaited<ReturnType<typeof observe>>;
      try {
        filled = await fillThroughApi(embedded.url, dataDir);
        before = await observe(embedded.url, filled);

        // While the server has the database open, nothing is moved, nor is the target touched.
        const whileRunning = await move();
        expect(whileRunning.code, whileRunning.output).toBe(1);
        expect(whileRunning.output).toContain('está abierta en otro proceso');
        expect(whileRunning.output).toContain('detén el servidor antes de moverla');
        expect(await targetTables()).toBe(0);
      } finally {
        expect((await embedded.stop()).code, embedded.output()).toBe(0);
      }

      const moved = await move();
      expect(moved.code, moved.output).toBe(0);
      expect(moved.output).toContain('Las filas de cada tabla coinciden con las de origen');

      // Table by table, the same rows (generated columns are the target's own).
      const source = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      let embeddedSums: Record<string, TableSum>;
      try {
        embeddedSums = await tableChecksums(
          async <T>(text: string, params?: unknown[]) =>
            (await source.pglite!.query<T>(text, params)).rows,
        );
      } finally {
        await source.close();
      }
      const movedSums = await tableChecksums(pgRows(target));
      expect(movedSums).toEqual(embeddedSums);
      // What was done through the API is there.
      for (const table of [
        'users',
        'email_confirmation_tokens',
        'shelter_applications',
        'shelters',
        'shelter_memberships',
        'audit_log',
        'pets',
        'pet_photos',
        'favourites',
        'adoption_requests',
        'conversations',
        'chat_messages',
        'blog_posts',
        'blog_comments',
        'sessions',
      ]) {
        expect(movedSums[table]?.rows, table).toBeGreaterThan(0);
      }
      // Drizzle's journal says every migration is applied: the API will not run one again.
      const journal = await target.query('select hash from drizzle.__drizzle_migrations');
      expect(journal.rowCount).toBeGreaterThan(20);
      // The answer refers to its comment (a table that references itself), and the
      // foreign key deferred for the copy is as the migrations made it again.
      const replies = await target.query('select 1 from blog_comments where parent_id is not null');
      expect(replies.rowCount).toBe(1);
      const deferrable = await target.query(
        `select conname from pg_constraint where contype = 'f' and condeferrable`,
      );
      expect(deferrable.rows).toEqual([]);

      const [movedMax] = (
        await target.query<{ pets: number; chatMessages: number }>(
          'select (select max(id) from pets) as pets, (select max(id) from chat_messages) as "chatMessages"',
        )
      ).rows as [{ pets: number; chatMessages: number }];

      const onPostgres = await startApiProcess({ env: { ...env, DATABASE_URL: targetUrl } });
      try {
        expect(await observe(onPostgres.url, filled!)).toEqual(before!);
        const api = apiClient(onPostgres.url);
        // The photo is where it was (DATA_DIR/media).
        const photo = await fetch(`${onPostgres.url}/${filled!.photo}`);
        expect(photo.status).toBe(200);
        expect(photo.headers.get('content-type')).toBe('image/webp');
        const onDisk = await readFile(path.join(dataDir, filled!.photo));
        expect(Buffer.from(await photo.arrayBuffer()).equals(onDisk)).toBe(true);

        // New rows take the next numbers: no key the embedded database had used.
        const shelterToken = await api.signIn(SHELTER_ADMIN);
        const [shelter] = await api.get<{ id: number }[]>(
          '/shelters/api/shelters/my-shelters/',
          shelterToken,
        );
        const created = await api.expectJson<{ id: number }>(
          await api.call('POST', '/pets/api/pets/', {
            token: shelterToken,
            json: { name: 'Nube', kind: 'gato', shelter: shelter!.id },
          }),
          201,
        );
        expect(created.id).toBeGreaterThan(movedMax.pets);
        const adopterToken = await api.signIn(ADOPTER);
        const message = await api.expectJson<{ id: number }>(
          await api.call('POST', `/chat/api/conversations/${filled!.conversationId}/messages/`, {
            token: adopterToken,
            json: { body: 'Ya estamos en PostgreSQL.' },
          }),
          201,
        );
        expect(message.id).toBeGreaterThan(movedMax.chatMessages);
      } finally {
        expect((await onPostgres.stop()).code, onPostgres.output()).toBe(0);
      }

      // A second move finds the target in use: refused, and nothing in it changes.
      const inUse = await tableChecksums(pgRows(target));
      const again = await move();
      expect(again.code, again.output).toBe(1);
      expect(again.output).toContain('El destino no está vacío');
      expect(again.output).toContain('No se ha escrito nada');
      expect(await tableChecksums(pgRows(target))).toEqual(inUse);
    }, 300_000);
  },
);
