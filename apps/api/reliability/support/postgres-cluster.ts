/**
 * A private, throwaway PostgreSQL cluster (initdb, pg_ctl) on a free port, for
 * tests that stop and restart the database: the machine's shared cluster is
 * never touched. Trust authentication, the unix socket in its own directory;
 * `remove()` stops it and deletes its files. Run as the `postgres` operating
 * system user when the tests run as root (PostgreSQL refuses root).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../src/test/api-process';

const run = promisify(execFile);

/** The bin directory of the newest PostgreSQL installed the Debian way. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return path.join(root, versions[0], 'bin');
}

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  /** The URL of another database of this cluster. */
  urlOf(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** Fast shutdown: every connection is terminated (57P01), new ones are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster if it runs and deletes its files. */
  remove(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'huella-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = dir;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);

  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const options = [
    `-p ${port}`,
    `-k ${socketDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=100',
  ].join(' ');
  let running = false;

  const start = async () => {
    await tool('pg_ctl', [
      'start',
      '-w',
      '-t',
      '30',
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-o',
      options,
    ]);
    running = true;
  };
  const stop = async () => {
    running = false;
    await tool('pg_ctl', ['stop', '-w', '-t', '30', '-m', 'fast', '-D', dataDir]);
  };

  try {
    await tool('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    urlOf,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return urlOf(name);
    },
    stop,
    start,
    async remove() {
      try {
        if (running || existsSync(path.join(dataDir, 'postmaster.pid'))) await stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
