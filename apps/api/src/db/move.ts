/**
 * Moves a deployment off the embedded database (`npm run db:move`, move-cli.ts):
 * everything in DATA_DIR/db is copied to an empty PostgreSQL database, which
 * the API then runs on with DATABASE_URL. Media stay in DATA_DIR/media (or go
 * to a bucket with `npm run media:to-s3`).
 *
 * - Nothing else may have the embedded database open (data-dir-lock.ts): a
 *   server still running on it would keep writing what is no longer moved.
 * - Everything is read in one REPEATABLE READ, read-only transaction of the
 *   embedded database: one consistent snapshot.
 * - The target gets the project's own migrations when it has none, so its
 *   tables, indexes, triggers and Drizzle's journal are what the API expects
 *   (the API started on it finds every migration applied). Its journal must
 *   then be the embedded database's, migration for migration.
 * - The tables are read from the catalog (pg-catalog.ts), never from a list:
 *   a table added by a later migration is moved too. They are written in
 *   foreign-key order; the foreign keys of a cycle (a table that references
 *   itself, such as a comment's parent) are checked at the end of the
 *   transaction instead. Generated columns (the announcements' search vector)
 *   are left to the target to compute.
 * - Rows go through a cursor, a batch at a time, so memory stays bounded
 *   whatever the size; each value travels as its text form, which PostgreSQL
 *   reads back exactly (as COPY does).
 * - All of it is one transaction on the target: the tables are locked, found
 *   empty (or the move is refused and nothing is written), filled, their
 *   sequences set to the source's, and their row counts compared with the
 *   snapshot's before the commit. A failure leaves the target empty.
 * - The triggers of the target run as usual (they only send notifications,
 *   which nobody is listening to); nothing needs a superuser.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirInUse } from './data-dir-lock';
import { migrateDatabase, migrationsFolder } from './migrate';
import { OperatorRefusal, withoutPassword } from '../lib/operator-cli';
import {
  quoteIdentifier,
  readSchemaCatalog,
  referencedFirst,
  type CatalogColumn,
  type CatalogTable,
  type QueryRows,
  type SchemaCatalog,
} from './pg-catalog';
import type { PGliteTransaction } from './pglite-thread';
import { withStartupLock } from './startup-lock';

export interface MoveOptions {
  /** DATA_DIR: the embedded database is DATA_DIR/db. */
  dataDir: string;
  /** The PostgreSQL database to move to: empty, or never used. */
  targetUrl: string;
  /** Rows read and written at a time (default 500). */
  batchRows?: number;
  /** Progress, a line at a time. */
  log?: (line: string) => void;
}

export interface MovedTable {
  /** `users`, or `schema.table` outside public. */
  table: string;
  rows: number;
}

export interface MoveSummary {
  /** Every table, in the order written, with its rows (equal on both sides). */
  tables: MovedTable[];
  /** Sequences set to the source's value. */
  sequences: number;
  /** True when the target had no migrations and got them from this move. */
  migratedTarget: boolean;
}

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 65_535;
const DEFAULT_BATCH_ROWS = 500;
const CURSOR = 'huella_move_rows';
/**
 * How values are written as text on the way: times in UTC with their offset,
 * ISO dates, floating-point numbers with every digit they need.
 */
const TEXT_STYLE = [
  "timezone = 'UTC'",
  "datestyle = 'ISO, YMD'",
  "intervalstyle = 'postgres'",
  'extra_float_digits = 3',
  "bytea_output = 'hex'",
];

interface AppliedMigration {
  hash: string;
  createdAt: string;
}

/** Drizzle's journal, oldest first; null when the database has none. */
async function appliedMigrations(query: QueryRows): Promise<AppliedMigration[] | null> {
  const [journal] = await query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!journal?.present) return null;
  return query<AppliedMigration>(
    `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at, id`,
  );
}

/** This version's migrations, as Drizzle's journal records them. */
function expectedMigrations(): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((migration) => ({
    hash: migration.hash,
    createdAt: String(migration.folderMillis),
  }));
}

/** How many of `expected` lead `applied`, and whether `applied` holds anything else. */
function compareJournals(applied: AppliedMigration[], expected: AppliedMigration[]) {
  let common = 0;
  while (
    common < applied.length &&
    common < expected.length &&
    applied[common]!.hash === expected[common]!.hash &&
    applied[common]!.createdAt === expected[common]!.createdAt
  )
    common += 1;
  return { common, foreign: applied.length > common };
}

function checkSourceJournal(applied: AppliedMigration[] | null, expected: AppliedMigration[]) {
  if (!applied || applied.length === 0) {
    throw new OperatorRefusal(
      'La base de datos embebida no tiene ninguna migración aplicada: no hay nada que mover.',
    );
  }
  const { common, foreign } = compareJournals(applied, expected);
  if (foreign) {
    throw new OperatorRefusal(
      'La base de datos embebida tiene migraciones que esta versión de Huella no conoce ' +
        `(coinciden ${common} de ${applied.length}): muévela con la versión que la creó.`,
    );
  }
  if (common < expected.length) {
    throw new OperatorRefusal(
      `La base de datos embebida tiene ${common} de las ${expected.length} migraciones de esta ` +
        'versión. Aplica antes las que faltan (npm run db:migrate con el mismo DATA_DIR y sin ' +
        'DATABASE_URL, o arranca el servidor una vez sobre ella) y vuelve a moverla.',
    );
  }
}

/**
 * Gives a target without migrations the project's own, under the start-up
 * lock that API processes take, so none migrates or seeds it meanwhile. A
 * target that already has tables but no journal was not made by Huella.
 */
async function prepareTarget(
  target: DatabaseHandle,
  query: QueryRows,
  expected: AppliedMigration[],
): Promise<boolean> {
  let applied = await appliedMigrations(query);
  let migrated = false;
  if (!applied) {
    const tables = (await readSchemaCatalog(query)).tables;
    if (tables.length > 0) {
      throw new OperatorRefusal(
        `El destino no está vacío: tiene tablas que no son de Huella (${list(tables.map((table) => table.label))}). ` +
          'Usa una base de datos nueva y vacía.',
      );
    }
    await migrateDatabase(target);
    migrated = true;
    applied = (await appliedMigrations(query)) ?? [];
  }
  const { common, foreign } = compareJournals(applied, expected);
  if (foreign || common !== expected.length) {
    throw new OperatorRefusal(
      `El destino tiene otras migraciones que esta versión de Huella (coinciden ${common} de ` +
        `${expected.length}). Usa una base de datos nueva y vacía.`,
    );
  }
  return migrated;
}

/** The first names of a list, for a message. */
function list(names: string[], most = 8): string {
  return names.length > most
    ? `${names.slice(0, most).join(', ')} y ${names.length - most} más`
    : names.join(', ');
}

/** Tables and columns of the source that the target lacks or types differently. */
function schemaDifferences(source: SchemaCatalog, target: SchemaCatalog): string[] {
  const targetTables = new Map(target.tables.map((table) => [table.name, table]));
  const differences: string[] = [];
  for (const table of source.tables) {
    const other = targetTables.get(table.name);
    if (!other) {
      differences.push(`falta la tabla ${table.label}`);
      continue;
    }
    const columns = new Map(other.columns.map((column) => [column.name, column]));
    for (const column of table.columns) {
      const peer = columns.get(column.name);
      if (!peer) differences.push(`falta ${table.label}.${column.name}`);
      else if (peer.type !== column.type || peer.generated !== column.generated)
        differences.push(`${table.label}.${column.name} es ${peer.type} y no ${column.type}`);
    }
  }
  for (const sequence of source.sequences) {
    if (!target.sequences.includes(sequence)) differences.push(`falta la secuencia ${sequence}`);
  }
  return differences;
}

/** `insert into t (a, b) values ($1, $2), ($3, $4)…` for `rows` rows. */
function insertStatement(table: CatalogTable, columns: CatalogColumn[], rows: number): string {
  const names = columns.map((column) => quoteIdentifier(column.name)).join(', ');
  // An identity column GENERATED ALWAYS takes the source's values only when told to.
  const overriding = columns.some((column) => column.identityAlways)
    ? ' overriding system value'
    : '';
  const tuples: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const first = row * columns.length;
    tuples.push(`(${columns.map((_, column) => `$${first + column + 1}`).join(', ')})`);
  }
  return `insert into ${table.name} (${names})${overriding} values ${tuples.join(', ')}`;
}

/**
 * Copies one table from the source's snapshot to the target's transaction,
 * `batchRows` at a time (in primary-key order, when it has one). Each value
 * is read as text and written as text, so the target parses it with its own
 * type: no precision or time zone is lost on the way.
 */
async function copyTable(
  source: PGliteTransaction,
  target: pg.ClientBase,
  table: CatalogTable,
  batchRows: number,
): Promise<number> {
  const columns = table.columns.filter((column) => !column.generated);
  if (columns.length === 0) throw new Error(`${table.label}: no columns to copy`);
  const order = table.primaryKey.length
    ? ` order by ${table.primaryKey.map(quoteIdentifier).join(', ')}`
    : '';
  const values = columns.map((column) => `${quoteIdentifier(column.name)}::text`).join(', ');
  const perStatement = Math.max(
    1,
    Math.min(batchRows, Math.floor(MAX_PARAMETERS / columns.length)),
  );
  await source.query(
    `declare ${CURSOR} no scroll cursor for select ${values} from ${table.name}${order}`,
  );
  let copied = 0;
  try {
    for (;;) {
      const { rows } = await source.query<unknown[]>(
        `fetch forward ${perStatement} from ${CURSOR}`,
        [],
        { rowMode: 'array' },
      );
      if (rows.length === 0) break;
      await target.query(insertStatement(table, columns, rows.length), rows.flat());
      copied += rows.length;
      if (rows.length < perStatement) break;
    }
  } finally {
    await source.query(`close ${CURSOR}`);
  }
  return copied;
}

/**
 * Everything of the snapshot into the target, in one transaction of the
 * target's; throws (and rolls it back) on the first problem.
 */
async function copyEverything(
  source: PGliteTransaction,
  target: pg.ClientBase,
  batchRows: number,
  log: (line: string) => void,
): Promise<Omit<MoveSummary, 'migratedTarget'>> {
  const sourceRows: QueryRows = async <T>(text: string, params?: unknown[]) =>
    (await source.query<T>(text, params)).rows;
  const targetRows: QueryRows = async <T>(text: string, params?: unknown[]) =>
    (await target.query(text, params)).rows as T[];

  const sourceCatalog = await readSchemaCatalog(sourceRows);
  const counts = new Map<string, number>();
  for (const table of sourceCatalog.tables) {
    const [row] = await sourceRows<{ rows: string }>(
      `select count(*)::text as rows from ${table.name}`,
    );
    counts.set(table.name, Number(row!.rows));
  }
  const sequences: { name: string; value: string; called: boolean }[] = [];
  for (const name of sourceCatalog.sequences) {
    const [row] = await sourceRows<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${name}`,
    );
    sequences.push({ name, ...row! });
  }

  await target.query('begin');
  try {
    for (const setting of TEXT_STYLE) await target.query(`set local ${setting}`);
    const targetCatalog = await readSchemaCatalog(targetRows);
    const differences = schemaDifferences(sourceCatalog, targetCatalog);
    if (differences.length > 0) {
      throw new OperatorRefusal(
        `Las tablas del destino no son las de la base de datos embebida: ${list(differences)}.`,
      );
    }
    // Nobody writes to them until the commit, and none may hold a row.
    const all = targetCatalog.tables.map((table) => table.name);
    if (all.length > 0)
      await target.query(`lock table ${all.join(', ')} in share row exclusive mode`);
    const occupied: string[] = [];
    for (const table of targetCatalog.tables) {
      const [row] = await targetRows<{ any: boolean }>(
        `select exists (select from ${table.name}) as any`,
      );
      if (row!.any) occupied.push(table.label);
    }
    if (occupied.length > 0) {
      throw new OperatorRefusal(
        `El destino no está vacío: hay filas en ${list(occupied)}. No se ha escrito nada. ` +
          'Mueve la base de datos a una base de datos nueva y vacía.',
      );
    }

    const copyTables = new Set(sourceCatalog.tables.map((table) => table.name));
    const { order, cyclic } = referencedFirst(targetCatalog);
    // The foreign keys of a cycle are checked at the end instead of row by
    // row; a constraint made deferrable for that is put back before the commit.
    const madeDeferrable = cyclic.filter((key) => !key.deferrable);
    for (const key of madeDeferrable) {
      await target.query(
        `alter table ${key.table} alter constraint ${quoteIdentifier(key.name)} deferrable`,
      );
    }
    if (cyclic.length > 0) await target.query('set constraints all deferred');

    const tables: MovedTable[] = [];
    for (const table of order) {
      if (!copyTables.has(table.name)) continue;
      const started = Date.now();
      const rows = await copyTable(source, target, table, batchRows);
      tables.push({ table: table.label, rows });
      // Progress, where there is time to wonder about it.
      const seconds = (Date.now() - started) / 1000;
      if (seconds >= 1) {
        log(`  ${table.label}: ${rows.toLocaleString('es-ES')} filas en ${seconds.toFixed(1)} s`);
      }
    }

    if (cyclic.length > 0) await target.query('set constraints all immediate');
    for (const key of madeDeferrable) {
      await target.query(
        `alter table ${key.table} alter constraint ${quoteIdentifier(key.name)} not deferrable`,
      );
    }

    for (const { name, value, called } of sequences) {
      await target.query('select setval($1::regclass, $2::bigint, $3::boolean)', [
        name,
        value,
        called,
      ]);
    }

    // What the target holds now, table by table, against the snapshot.
    const mismatches: string[] = [];
    for (const table of sourceCatalog.tables) {
      const [row] = await targetRows<{ rows: string }>(
        `select count(*)::text as rows from ${table.name}`,
      );
      const expected = counts.get(table.name)!;
      if (Number(row!.rows) !== expected)
        mismatches.push(`${table.label}: ${row!.rows} de ${expected}`);
    }
    if (mismatches.length > 0) {
      throw new Error(`Row counts differ after the copy: ${mismatches.join(', ')}`);
    }
    await target.query('commit');
    return { tables, sequences: sequences.length };
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  }
}

/** A target that cannot be reached, said as what to do about it. */
export function unreachable(error: unknown, url: string): Error {
  const code = (error as { code?: string }).code;
  if (code === '3D000') {
    return new OperatorRefusal(
      `La base de datos de destino no existe: créala antes (por ejemplo createdb ${new URL(url).pathname.slice(1)}) y vuelve a intentarlo.`,
    );
  }
  return new Error(`No se pudo conectar con ${withoutPassword(url)}`, { cause: error });
}

export async function moveEmbeddedDatabase(options: MoveOptions): Promise<MoveSummary> {
  const log = options.log ?? (() => {});
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const sourceDir = path.join(options.dataDir, 'db');
  // Opening a folder without a database would make an empty one.
  if (!existsSync(path.join(sourceDir, 'PG_VERSION'))) {
    throw new OperatorRefusal(
      `No hay ninguna base de datos embebida en ${sourceDir}: nada que mover.`,
    );
  }
  let source: DatabaseHandle;
  try {
    source = await openDatabase({ dataDir: sourceDir });
  } catch (error) {
    if (error instanceof DataDirInUse) {
      throw new OperatorRefusal(
        `La base de datos embebida de ${options.dataDir} está abierta en otro proceso (pid ` +
          `${error.pid}): detén el servidor antes de moverla. Si no hay ninguno en marcha, borra ${error.lockFile}.`,
      );
    }
    throw error;
  }
  try {
    const pglite = source.pglite!;
    const expected = expectedMigrations();
    checkSourceJournal(
      await appliedMigrations(
        async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
      ),
      expected,
    );

    const target = await openDatabase({ url: options.targetUrl, poolSize: 1 });
    const client = new pg.Client({ connectionString: options.targetUrl });
    // A connection lost mid-move surfaces as the statement's error.
    client.on('error', () => {});
    try {
      await client.connect().catch((error: unknown) => {
        throw unreachable(error, options.targetUrl);
      });
      const targetRows: QueryRows = async <T>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as T[];
      return await withStartupLock(target, async () => {
        const migratedTarget = await prepareTarget(target, targetRows, expected);
        if (migratedTarget) log(`Destino migrado (${expected.length} migraciones).`);
        const copied = await pglite.transaction(async (tx) => {
          // First statement of the transaction: every read sees one snapshot.
          await tx.query('set transaction isolation level repeatable read, read only');
          // Values leave as text in one style that every PostgreSQL reads back exactly.
          for (const setting of TEXT_STYLE) await tx.query(`set local ${setting}`);
          return copyEverything(tx, client, batchRows, log);
        });
        return { ...copied, migratedTarget };
      });
    } finally {
      await client.end().catch(() => {});
      await target.close();
    }
  } finally {
    await source.close();
  }
}
