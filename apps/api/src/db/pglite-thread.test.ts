/**
 * The embedded database in its own thread: what the server's thread sees of it
 * must be what PGlite itself gives (rows, errors with their SQLSTATE,
 * transactions, LISTEN), and a slow statement must not stop the event loop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { PGliteThread } from './pglite-thread';

let database: PGliteThread;

beforeAll(async () => {
  database = await PGliteThread.start({});
  await database.exec(`
    create table notes (id serial primary key, title text not null unique, at timestamptz not null default now());
    insert into notes (title) values ('primera');
  `);
});

afterAll(() => database.close());

const titles = async () =>
  (await database.query<{ title: string }>('select title from notes order by id')).rows.map(
    (row) => row.title,
  );

describe('the embedded database in its own thread', () => {
  it('answers rows as objects or arrays, with parameters', async () => {
    const objects = await database.query<{ title: string }>(
      'select title from notes where title = $1',
      ['primera'],
    );
    expect(objects.rows).toEqual([{ title: 'primera' }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['title']);
    const arrays = await database.query('select id, title from notes', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'primera']]);
  });

  it('parses timestamps into dates, or keeps their text when a parser asks for it', async () => {
    const parsed = await database.query<{ at: unknown }>('select at from notes');
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
    const kept = await database.query<{ at: unknown }>('select at from notes', [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(kept.rows[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('fails a statement with PostgreSQL’s code and constraint, and goes on answering', async () => {
    const error = await database
      .query("insert into notes (title) values ('primera')")
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'notes_title_key')).toBe(true);
    expect(error).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate') });
    expect(await titles()).toEqual(['primera']);
  });

  it('commits a transaction whose work resolves, and rolls back one whose work throws', async () => {
    const result = await database.transaction(async (tx) => {
      await tx.query("insert into notes (title) values ('segunda')");
      return (await tx.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n;
    });
    expect(result).toBe(2);
    const failure = database.transaction(async (tx) => {
      await tx.query("insert into notes (title) values ('tercera')");
      throw new Error('no');
    });
    await expect(failure).rejects.toThrow('no');
    expect(await titles()).toEqual(['primera', 'segunda']);
  });

  it('makes other statements wait for an open transaction, which sees its own writes first', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.transaction(async (tx) => {
      await tx.query("insert into notes (title) values ('en curso')");
      await held;
    });
    // Sent while the transaction is open: answered after its commit.
    const outside = titles();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual(['primera', 'segunda', 'en curso']);
    await database.query("delete from notes where title = 'en curso'");
  });

  it('delivers what is notified on a channel to its listeners until they stop', async () => {
    const received: string[] = [];
    const stop = await database.listen('novedades', (payload) => received.push(payload));
    await database.query("select pg_notify('novedades', 'hola')");
    await expect.poll(() => received).toEqual(['hola']);
    await stop();
    await database.query("select pg_notify('novedades', 'adiós')");
    await database.query('select 1');
    expect(received).toEqual(['hola']);
  });

  it('hands what the server notifies to every listener of the channel, later, without a statement', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const elsewhere: string[] = [];
    const stops = await Promise.all([
      database.listen('avisos', (payload) => first.push(payload)),
      database.listen('avisos', (payload) => second.push(payload)),
      database.listen('otros', (payload) => elsewhere.push(payload)),
    ]);
    database.notify('avisos', 'nuevo');
    expect(first).toEqual([]);
    await expect.poll(() => [first, second]).toEqual([['nuevo'], ['nuevo']]);
    expect(elsewhere).toEqual([]);
    await Promise.all(stops.map((stop) => stop()));
    database.notify('avisos', 'nadie escucha');
    await new Promise((resolve) => setImmediate(resolve));
    expect(first).toEqual(['nuevo']);
  });

  it('prepares a statement once and runs it again with other values, after its own error too', async () => {
    const tenths = 'select 10 / $1::int as value';
    expect((await database.query(tenths, [2])).rows).toEqual([{ value: 5 }]);
    await expect(database.query(tenths, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await database.query(tenths, [5])).rows).toEqual([{ value: 2 }]);
    // Its first run fails once parsed: the statement is kept all the same.
    const hundredths = 'select 100 / $1::int as value';
    await expect(database.query(hundredths, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await database.query(hundredths, [4])).rows).toEqual([{ value: 25 }]);
  });

  it('answers a statement that does not parse with its code, and many distinct ones after it', async () => {
    await expect(database.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    for (let n = 0; n < 520; n++) {
      const { rows } = await database.query(`select ${n} + $1::int as value`, [1]);
      expect(rows).toEqual([{ value: n + 1 }]);
    }
    // The oldest were closed to make room: asked again, they are prepared again.
    expect((await database.query('select 0 + $1::int as value', [2])).rows).toEqual([{ value: 2 }]);
    const { rows } = await database.query<{ kept: number }>(
      'select count(*)::int as kept from pg_prepared_statements',
    );
    expect(rows[0]!.kept).toBeLessThanOrEqual(500);
  });

  it('prepares a statement again once a change of its table has made it fail', async () => {
    await database.exec('create table tags (label int); insert into tags values (7)');
    const all = 'select * from tags where $1::boolean';
    expect((await database.query(all, [true])).rows).toEqual([{ label: 7 }]);
    await database.exec('alter table tags alter column label type text');
    // PostgreSQL refuses a kept plan whose columns changed type, once…
    await expect(database.query(all, [true])).rejects.toMatchObject({ code: '0A000' });
    // …and the statement, prepared again, answers with the new type.
    expect((await database.query(all, [true])).rows).toEqual([{ label: '7' }]);
  });

  it('writes values as the PostgreSQL driver does and counts the rows a write changed', async () => {
    const at = new Date('2026-11-02T10:11:12.345Z');
    const { rows } = await database.query(
      'select $1::int[] as ids, $2::timestamptz as at, $3::boolean as yes, $4::jsonb as doc, ' +
        '$5::bytea as bytes, $6::text as nothing, $7::text as words',
      [[1, 2, 3], at, true, JSON.stringify({ a: 'ñ' }), Buffer.from([0, 255]), null, 'a "b" {c}'],
    );
    expect(rows).toEqual([
      {
        ids: [1, 2, 3],
        at,
        yes: true,
        doc: { a: 'ñ' },
        bytes: Uint8Array.from([0, 255]),
        nothing: null,
        words: 'a "b" {c}',
      },
    ]);
    const update = await database.query('update notes set title = title where title = any($1)', [
      ['primera', 'segunda'],
    ]);
    expect(update.affectedRows).toBe(2);
  });

  it('keeps the event loop turning while a slow statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await database.query('select count(*) from generate_series(1, 3000000)');
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // A loop blocked for the whole statement would have ticked at most once.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  });

  it('copies its data directory into a new database', async () => {
    const copy = await PGliteThread.start({ loadDataDir: await database.dumpDataDir('none') });
    try {
      expect(
        (await copy.query<{ title: string }>('select title from notes order by id')).rows,
      ).toEqual([{ title: 'primera' }, { title: 'segunda' }]);
    } finally {
      await copy.close();
    }
  });

  it('refuses statements once closed', async () => {
    const other = await PGliteThread.start({});
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow('closed');
  });
});
