/**
 * The embedded database's lock: while one process has a data directory open,
 * no other may open it (PGlite would let it, and both would write the files);
 * a lock left by a process that has ended is taken over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUse, lockDataDir, lockFileOf } from './data-dir-lock';

let root: string;
let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'huella-lock-'));
  dataDir = path.join(root, 'db');
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** A process that runs until killed. */
async function otherProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child;
}

describe('the lock of an embedded database', () => {
  it('is held while the database is open, refuses a second opening, and goes with the close', async () => {
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUse);
    } finally {
      await database.close();
    }
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 30_000);

  it('is refused while another running process holds it, naming that process', async () => {
    const holder = await otherProcess();
    writeFileSync(lockFileOf(dataDir), `${holder.pid}\n`);
    let refusal: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUse);
    expect((refusal as DataDirInUse).pid).toBe(holder.pid);
    expect((refusal as Error).message).toContain(lockFileOf(dataDir));
    expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(holder.pid));
  });

  it('is taken over when the process that held it has ended', async () => {
    const ended = await otherProcess();
    const pid = ended.pid!;
    ended.kill('SIGKILL');
    await once(ended, 'exit');
    writeFileSync(lockFileOf(dataDir), `${pid}\n`);
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });
});
