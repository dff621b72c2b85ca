/**
 * The embedded database (PGlite) in a thread of its own (db/pglite-worker.js),
 * seen from the server's thread through the part of PGlite's interface that
 * Drizzle, the migrator, live updates and the tests use: statements, one
 * transaction at a time, LISTEN, a dump of the data directory.
 *
 * PGlite runs each statement synchronously; on the server's thread it kept
 * requests from being read while it worked, so under load some waited seconds
 * before Fastify saw them (bench/RESULTS.md, "Findings by stop"). Statements
 * still run one at a time, in the order they are sent.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { StatementObservers } from './statement-timing';

/** A statement's target inside a transaction (Drizzle's PgliteSession calls these). */
export interface PGliteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

type Source = { dataDir: string } | { loadDataDir?: Blob };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** When a timed statement was sent (performance.now()); -1 when not timed. */
  started: number;
}

/** What the thread does that is a statement (timed when observed): not LISTEN, a dump or closing. */
const STATEMENTS = new Set(['query', 'exec', 'begin', 'end']);

/** A database error from the thread: its message and fields (code, constraint, detail…). */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, fields, { name: 'EmbeddedDatabaseError' });
  }
}

const workerUrl = new URL('./pglite-worker.js', import.meta.url);

/** WebAssembly.Module: the server's side only hands them to the thread. */
interface CompiledEngine {
  pgliteWasmModule: unknown;
  initdbWasmModule: unknown;
}

/** The global WebAssembly (this package's TypeScript libraries declare no DOM or wasm globals). */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> };
};

let compiledEngine: Promise<CompiledEngine> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and shared with every
 * thread (a compiled module crosses to a worker without being compiled
 * again). PGlite keeps its compiled modules per thread: each new thread would
 * compile its 10 MB anew, a second or more of CPU (a test file, a server).
 */
function compileEngine(): Promise<CompiledEngine> {
  compiledEngine ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasm.compile(await readFile(path.join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiledEngine;
}

export class PGliteThread implements PGliteTransaction {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #closed = false;
  /** Told of every statement's time, from sending it to its answer (queue included). */
  readonly statements = new StatementObservers();

  private constructor(worker: Worker) {
    this.#worker = worker;
    // The thread keeps the process alive only while a statement is under way.
    worker.unref();
    worker.on('message', (message) => this.#receive(message));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', () => this.#fail(new Error('PGlite: its thread has ended')));
  }

  /** Opens the database in `dataDir`, or in memory (from a dump when given). */
  static async start(source: Source): Promise<PGliteThread> {
    const engine = await compileEngine();
    const workerData =
      'dataDir' in source
        ? { ...engine, dataDir: source.dataDir }
        : { ...engine, loadDataDir: await source.loadDataDir?.arrayBuffer() };
    const worker = new Worker(workerUrl, { workerData });
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => {
        worker.off('exit', onExit);
        reject(error);
      };
      const onExit = (code: number) => {
        worker.off('error', onError);
        reject(
          new Error(`PGlite: its thread ended while opening the database (exit code ${code})`),
        );
      };
      worker.once('message', () => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve();
      });
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
    return new PGliteThread(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Statements sent to the thread and not yet answered, the one under way included. */
  get pending(): number {
    return this.#pending.size;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#statement<T>(sql, params, options);
  }

  /**
   * A statement that reaches its rows by key (db/kept-statement.ts, byKey):
   * the thread lets the engine keep one plan for it, as PostgreSQL does.
   */
  queryByKey<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#statement<T>(sql, params, options, undefined, true);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exec(sql);
  }

  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when
   * it throws. Until then every other statement waits, as in PGlite itself.
   */
  async transaction<T>(work: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextId++;
    await this.#call('begin', { tx });
    const inside: PGliteTransaction = {
      query: (sql, params, options) => this.#statement(sql, params, options, tx),
      exec: (sql) => this.#exec(sql, tx),
    };
    let result: T;
    try {
      result = await work(inside);
    } catch (error) {
      await this.#call('end', { tx, outcome: 'rollback' }).catch(() => {});
      throw error;
    }
    await this.#call('end', { tx, outcome: 'commit' });
    return result;
  }

  /** LISTEN on `channel`; the function returned stops this callback. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#call('listen', { channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.#listeners.get(channel) !== callbacks) return;
      this.#listeners.delete(channel);
      if (!this.#closed) await this.#call('unlisten', { channel });
    };
  }

  /**
   * NOTIFY without the round trip: only this process can open the database,
   * so its every listener is one of this object's. Delivered on a later turn
   * of the event loop, as a notification from the database would be. For
   * what the server sends after its statements have committed; the
   * database's own triggers still NOTIFY.
   */
  notify(channel: string, payload: string): void {
    if (this.#closed) throw new Error('PGlite: the database is closed');
    const callbacks = [...(this.#listeners.get(channel) ?? [])];
    if (callbacks.length === 0) return;
    setImmediate(() => {
      for (const callback of callbacks) callback(payload);
    });
  }

  /** The data directory as a tarball (the tests' migrated snapshot). */
  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return new Blob([(await this.#call('dump', { compression })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call('close', {});
    this.#closed = true;
    await this.#worker.terminate();
  }

  async #exec(sql: string, tx?: number): Promise<Results[]> {
    return (await this.#call('exec', { sql, tx })) as Results[];
  }

  #statement<T>(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx?: number,
    byKey = false,
  ): Promise<Results<T>> {
    // Parsers are functions and cannot cross to the thread. Drizzle's only keep
    // some types' text as it is; the thread does the same for their types.
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.#call('query', {
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes,
      tx,
      byKey,
    }) as Promise<Results<T>>;
  }

  #call(op: string, message: Record<string, unknown>): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('PGlite: the database is closed'));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    const started = this.statements.active && STATEMENTS.has(op) ? performance.now() : -1;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, started });
      this.#worker.postMessage({ ...message, id, op });
    });
  }

  #receive(message: {
    id?: number;
    result?: unknown;
    error?: Record<string, unknown>;
    notification?: { channel: string; payload: string };
  }): void {
    if (message.notification) {
      const { channel, payload } = message.notification;
      for (const callback of this.#listeners.get(channel) ?? []) callback(payload);
      return;
    }
    const pending = this.#pending.get(message.id!);
    if (!pending) return;
    this.#pending.delete(message.id!);
    if (this.#pending.size === 0) this.#worker.unref();
    if (pending.started >= 0) this.statements.ended(pending.started, Boolean(message.error));
    if (message.error) pending.reject(new EmbeddedDatabaseError(message.error));
    else pending.resolve(message.result);
  }

  /** The thread failed or ended: whatever waits on it fails, and so does what comes next. */
  #fail(error: Error): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
