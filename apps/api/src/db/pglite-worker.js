// @ts-check
/**
 * The embedded database's own thread, started by db/pglite-thread.ts.
 *
 * PGlite is Postgres compiled to WebAssembly, and it runs each statement
 * synchronously: on the server's thread, one slow statement would keep every
 * other request from being read, answered or timed out (under load, requests
 * waited seconds before Fastify saw them). Here it runs beside the event loop,
 * which only sends statements and receives rows.
 *
 * Plain JavaScript so that Node runs it as it is, from the sources (development,
 * tests) and from the build (dist/pglite-worker.js), with no loader.
 *
 * Messages in: `{ id, op, ... }` (see `handlers`). Out: `{ id, result }` or
 * `{ id, error }` for each message, and `{ notification: { channel, payload } }`
 * for what LISTEN receives.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pgUtils from 'pg/lib/utils.js';
import { serialize } from 'pg-protocol';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const extensions = { unaccent, pg_trgm };

/**
 * Where the data lives, and PGlite's WebAssembly already compiled by the
 * server's thread (db/pglite-thread.ts).
 * @type {{ dataDir?: string; loadDataDir?: ArrayBuffer; pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }}
 */
const source = workerData;
const engine = {
  extensions,
  pgliteWasmModule: source.pgliteWasmModule,
  initdbWasmModule: source.initdbWasmModule,
};
const pglite = source.dataDir
  ? await PGlite.create(source.dataDir, engine)
  : await PGlite.create({
      ...engine,
      loadDataDir: source.loadDataDir ? new Blob([source.loadDataDir]) : undefined,
    });
/**
 * As the PostgreSQL pools (db/client.ts): statements are prepared once, and
 * each execution is planned for its own values, but for those that reach
 * their rows by key (db/kept-statement.ts, byKey), which run under the
 * server's default (`auto`: after five executions, one plan kept for all).
 * This one session switches between the two only when the next statement
 * outside a transaction needs the other; a transaction's statements are all
 * planned for their values. `undefined`: not known (after a transaction,
 * whose rollback would undo a change made in it).
 * @type {'auto' | 'force_custom_plan' | undefined}
 */
let planMode = 'force_custom_plan';
await pglite.exec(`set plan_cache_mode = ${planMode}`);

/**
 * Open transactions by the id the server's thread gave them: each holds
 * PGlite's transaction callback open until its commit or rollback arrives.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction; end: (outcome: 'commit' | 'rollback', replyTo: number) => void }>}
 */
const transactions = new Map();

/** Stops for the channels listened to. @type {Map<string, () => Promise<void>>} */
const listening = new Map();

/**
 * Parsers that keep the given types' text as it is (Drizzle maps dates and
 * intervals itself), one object per set of types.
 * @type {Map<string, Record<number, (value: string) => string>>}
 */
const rawParsers = new Map();
/** @param {number[] | undefined} types */
function parsersKeeping(types) {
  if (!types?.length) return undefined;
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(
      types.map((type) => [type, (/** @type {string} */ value) => value]),
    );
    rawParsers.set(key, parsers);
  }
  return parsers;
}

/**
 * Statements by their text, prepared once in the session under a name of
 * their own, as the PostgreSQL driver does with drizzle's named statements.
 * PGlite's own `query` sends each statement in six calls into the engine
 * (parse, describe, bind, describe, execute, sync) and parses it anew every
 * time; here it is one call, and a known statement is only bound and run: a
 * member's page of announcements cost the thread 2.7 ms instead of 3.4–4.6
 * (bench/RESULTS.md, 2026-12-07). The oldest is closed past PREPARED_MAX, so
 * texts made with values in them cannot fill the engine's memory.
 * @type {Map<string, string>}
 */
const prepared = new Map();
const PREPARED_MAX = 500;
let preparedCount = 0;

/**
 * @param {string} sql
 * @param {unknown[]} params
 * @param {{ rowMode?: 'array' | 'object'; rawTypes?: number[]; tx?: number; byKey?: boolean }} options
 */
function runStatement(sql, params, { rowMode, rawTypes, tx, byKey }) {
  if (tx !== undefined) openTransaction(tx);
  const run = () =>
    statement(sql, params, rowMode, parsersKeeping(rawTypes), {
      syncToFs: tx === undefined,
      mode: tx === undefined ? (byKey ? 'auto' : 'force_custom_plan') : undefined,
    });
  // Outside a transaction, it waits for an open one to end, as PGlite's `query` does.
  return tx === undefined
    ? pglite._runExclusiveTransaction(() => pglite.runExclusive(run))
    : pglite.runExclusive(run);
}

/**
 * @param {string} sql
 * @param {unknown[]} params
 * @param {'array' | 'object' | undefined} rowMode
 * @param {Record<number, (value: string) => string> | undefined} keeping
 * @param {{ syncToFs: boolean; mode: 'auto' | 'force_custom_plan' | undefined }} options
 *   `mode`: the plan_cache_mode to run it under, outside a transaction
 */
async function statement(sql, params, rowMode, keeping, { syncToFs, mode }) {
  /** @type {Buffer[]} */
  const messages = [];
  if (mode !== undefined && mode !== planMode) {
    // Read at each execution (bind), so it holds for the statement after it.
    messages.push(serialize.query(`set plan_cache_mode = ${mode}`));
    planMode = mode;
  }
  let name = prepared.get(sql);
  const parsing = name === undefined;
  if (name === undefined) {
    if (prepared.size >= PREPARED_MAX) {
      const [oldest, oldestName] = /** @type {[string, string]} */ (
        prepared.entries().next().value
      );
      prepared.delete(oldest);
      messages.push(serialize.close({ type: 'S', name: oldestName }));
    }
    preparedCount += 1;
    name = `huella_${preparedCount}`;
    messages.push(serialize.parse({ name, text: sql }));
  }
  messages.push(
    // Values as the PostgreSQL driver (pg) writes them: the same statements run on both.
    serialize.bind({ statement: name, values: params.map((value) => pgUtils.prepareValue(value)) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  );
  const replies = await pglite.execProtocolStream(Buffer.concat(messages), {
    syncToFs,
    throwOnError: false,
  });
  /** @type {{ name: string; dataTypeID: number }[]} */
  let fields = [];
  /** @type {(((value: string, type: number) => unknown) | undefined)[]} */
  let parsers = [];
  /** @type {unknown[]} */
  const rows = [];
  let affectedRows = 0;
  /** @type {any} */
  let error;
  for (const reply of /** @type {any[]} */ (replies)) {
    switch (reply.name) {
      case 'parseComplete':
        if (parsing) prepared.set(sql, name);
        break;
      case 'rowDescription':
        fields = reply.fields.map((/** @type {any} */ field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        }));
        parsers = fields.map(
          ({ dataTypeID }) => keeping?.[dataTypeID] ?? pglite.parsers[dataTypeID],
        );
        break;
      case 'dataRow':
        rows.push(row(reply.fields, fields, parsers, rowMode));
        break;
      case 'commandComplete': {
        const words = reply.text.split(' ');
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0])) {
          affectedRows += Number.parseInt(words[words.length - 1], 10);
        }
        break;
      }
      case 'error':
        error ??= reply;
        break;
    }
  }
  if (error) {
    // A statement whose plan no longer fits the tables (a column's type
    // changed) is prepared again next time.
    if (error.code === '0A000' && !parsing && prepared.get(sql) === name) {
      prepared.delete(sql);
      await pglite.execProtocolStream(
        Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false, throwOnError: false },
      );
    }
    error.query = sql;
    throw error;
  }
  return { rows, fields, affectedRows };
}

/**
 * One row's values, read as PGlite reads them (its parsers by type, the
 * kept types as text).
 * @param {(string | null)[]} values
 * @param {{ name: string; dataTypeID: number }[]} fields
 * @param {(((value: string, type: number) => unknown) | undefined)[]} parsers
 * @param {'array' | 'object' | undefined} rowMode
 */
function row(values, fields, parsers, rowMode) {
  const parsed = new Array(values.length);
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    const parse = parsers[index];
    parsed[index] = value === null ? null : parse ? parse(value, fields[index].dataTypeID) : value;
  }
  if (rowMode === 'array') return parsed;
  /** @type {Record<string, unknown>} */
  const object = {};
  for (let index = 0; index < fields.length; index++) object[fields[index].name] = parsed[index];
  return object;
}

/** The statement's target: an open transaction, or the database. @param {number | undefined} tx */
function target(tx) {
  return tx === undefined ? pglite : openTransaction(tx).tx;
}

/** @param {number} tx */
function openTransaction(tx) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`PGlite: transaction ${tx} is not open`);
  return open;
}

/** @param {number} id @param {unknown} result @param {Transferable[]} [transfer] */
function reply(id, result, transfer) {
  port.postMessage({ id, result }, transfer);
}

/** A database error's fields (code, constraint, detail…) survive the copy; its class does not. @param {number} id @param {unknown} error */
function fail(id, error) {
  /** @type {Record<string, unknown>} */
  const fields = { message: String(error) };
  if (error instanceof Error) {
    for (const [key, value] of Object.entries(error))
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
        fields[key] = value;
    fields.name = error.name;
    fields.message = error.message;
    fields.stack = error.stack;
  }
  port.postMessage({ id, error: fields });
}

/** @param {number} id @param {number} txId */
function begin(id, txId) {
  /** @type {number | undefined} */
  let replyTo;
  pglite
    .transaction(async (tx) => {
      if (planMode !== 'force_custom_plan')
        await tx.exec('set plan_cache_mode = force_custom_plan');
      // Committed, the setting stays; rolled back, the one before comes back.
      planMode = undefined;
      /** @type {Promise<'commit' | 'rollback'>} */
      const ended = new Promise((resolve) =>
        transactions.set(txId, {
          tx,
          end: (outcome, endId) => {
            replyTo = endId;
            resolve(outcome);
          },
        }),
      );
      reply(id, null);
      if ((await ended) === 'rollback') await tx.rollback();
    })
    .then(
      () => reply(/** @type {number} */ (replyTo), null),
      (error) => fail(replyTo ?? id, error),
    )
    .finally(() => transactions.delete(txId));
}

/** @type {Record<string, (message: any) => unknown>} */
const handlers = {
  query({ sql, params, rowMode, rawTypes, tx, byKey }) {
    return runStatement(sql, params ?? [], { rowMode, rawTypes, tx, byKey });
  },
  async exec({ sql, tx }) {
    const results = await target(tx).exec(sql);
    return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
  },
  end({ id, tx, outcome }) {
    openTransaction(tx).end(outcome, id);
    return undefined;
  },
  async listen({ channel }) {
    if (listening.has(channel)) return null;
    listening.set(
      channel,
      await pglite.listen(channel, (payload) =>
        port.postMessage({ notification: { channel, payload } }),
      ),
    );
    return null;
  },
  async unlisten({ channel }) {
    const stop = listening.get(channel);
    listening.delete(channel);
    if (stop && !pglite.closed) await stop();
    return null;
  },
  async close() {
    if (!pglite.closed) await pglite.close();
    return null;
  },
};

port.on('message', async (message) => {
  const { id, op } = message;
  if (op === 'begin') return begin(id, message.tx);
  if (op === 'dump') {
    try {
      const buffer = await (await pglite.dumpDataDir(message.compression)).arrayBuffer();
      return reply(id, buffer, [buffer]);
    } catch (error) {
      return fail(id, error);
    }
  }
  try {
    const result = await handlers[op](message);
    // `end` answers when the transaction has committed or rolled back (begin's promise).
    if (op !== 'end') reply(id, result);
  } catch (error) {
    fail(id, error);
  }
});

port.postMessage({ ready: true });
