/**
 * PostgreSQL's own client programs (pg_dump, pg_restore), found on this
 * machine and run with a connection string whose password stays out of the
 * process list. pg_dump must be at least as new as the server it dumps, and
 * pg_restore at least as new as the pg_dump that made the archive; among
 * those that qualify, the oldest is taken (the closest to the server, whose
 * SQL it writes).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { OperatorRefusal } from '../lib/operator-cli';

const run = promisify(execFile);

export interface PostgresTool {
  path: string;
  /** The first number of its version: 15 for 15.20. */
  major: number;
  /** As the program says it: `15.20 (Debian 15.20-0+deb12u1)`. */
  version: string;
}

/**
 * Where PostgreSQL's programs may be: every version installed the Debian way
 * first (the programs themselves, where /usr/bin has a wrapper that picks a
 * version by its own rules), then PATH.
 */
function candidates(name: string): string[] {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name));
  const root = '/usr/lib/postgresql';
  const installed = existsSync(root)
    ? readdirSync(root)
        .filter((version) => /^\d+$/.test(version))
        .map((version) => path.join(root, version, 'bin', name))
    : [];
  return [...new Set([...installed, ...onPath])].filter((file) => existsSync(file));
}

async function describe(file: string): Promise<PostgresTool | undefined> {
  try {
    const { stdout } = await run(file, ['--version']);
    const match = /\(PostgreSQL\)\s+((\d+)(?:\.\d+)*\S*(?:\s+\(.*\))?)/.exec(stdout);
    return match ? { path: file, major: Number(match[2]), version: match[1]!.trim() } : undefined;
  } catch {
    return undefined;
  }
}

/** The oldest `name` on this machine whose major version is at least `atLeast`. */
export async function findPostgresTool(
  name: 'pg_dump' | 'pg_restore',
  atLeast: number,
): Promise<PostgresTool> {
  const found = (await Promise.all(candidates(name).map(describe))).filter(
    (tool): tool is PostgresTool => tool !== undefined,
  );
  const fit = found
    .filter((tool) => tool.major >= atLeast)
    // Stable: of one version, the first found.
    .sort((a, b) => a.major - b.major);
  if (!fit[0]) {
    const seen = found.map((tool) => `${tool.major} en ${tool.path}`).join(', ') || 'ninguno';
    throw new OperatorRefusal(
      `Hace falta ${name} de PostgreSQL ${atLeast} o posterior (encontrados: ${seen}). ` +
        `Instálalo (en Debian y Ubuntu, el paquete postgresql-client-${atLeast}) o ponlo en el PATH.`,
    );
  }
  return fit[0];
}

/** The server's major version (15 for 15.20). */
export async function serverMajorVersion(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ version: string }>(
    'select current_setting($1) as version',
    ['server_version_num'],
  );
  return Math.floor(Number(rows[0]!.version) / 10_000);
}

/**
 * Runs a PostgreSQL program against `url`: the password goes in PGPASSWORD,
 * not on the command line, where any user of the machine could read it.
 * Rejects with its error output when it fails.
 */
export async function runPostgresTool(
  tool: PostgresTool,
  url: string,
  args: string[],
): Promise<void> {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = '';
  const child = spawn(tool.path, [...args, `--dbname=${connection.toString()}`], {
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (errors.length < 64 * 1024) errors += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    throw new Error(
      `${path.basename(tool.path)} ${tool.version} ended with code ${code}:\n${errors.trim()}`,
    );
  }
}
