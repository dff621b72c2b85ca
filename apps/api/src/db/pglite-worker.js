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

/** The statement's target: an open transaction, or the database. @param {number | undefined} tx */
function target(tx) {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`PGlite: transaction ${tx} is not open`);
  return open.tx;
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
  async query({ sql, params, rowMode, rawTypes, tx }) {
    const result = await target(tx).query(sql, params, {
      rowMode,
      parsers: parsersKeeping(rawTypes),
    });
    return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
  },
  async exec({ sql, tx }) {
    const results = await target(tx).exec(sql);
    return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
  },
  end({ id, tx, outcome }) {
    const open = transactions.get(tx);
    if (!open) throw new Error(`PGlite: transaction ${tx} is not open`);
    open.end(outcome, id);
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
