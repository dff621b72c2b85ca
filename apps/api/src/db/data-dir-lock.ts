/**
 * The embedded database belongs to one process at a time. PGlite keeps no
 * lock of its own (its PostgreSQL runs in WebAssembly, where every process
 * has the same pid, so PostgreSQL's postmaster.pid cannot tell two apart):
 * a server, `npm run db:move` or `db:seed` opening a data directory another
 * process has open would both write to it and damage it. A file beside the
 * directory (`DATA_DIR/db.lock`) holds the pid of the process that has it
 * open; it goes when the database is closed. A lock left by a process that no
 * longer runs (a crash, a container started again with the same pid) is taken
 * over.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another running process has the embedded database open. */
export class DataDirInUse extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database is open in another process (pid ${pid}): stop it first. ` +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUse';
  }
}

/** The lock file of a PGlite data directory: `DATA_DIR/db` → `DATA_DIR/db.lock`. */
export const lockFileOf = (dataDir: string): string => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

/** Locks held by this process (a second open here would damage the data just the same). */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  // Not one of this process's locks (checked first): left by an earlier process with our pid.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file, or undefined when there is none (or it is damaged). */
function holderOf(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirInUse.
 * Returns the function that gives it back (also called when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  if (held.has(lockFile)) throw new DataDirInUse(lockFile, process.pid);
  // Written whole under another name, then linked: the lock file never exists
  // without its pid, and linking fails if it exists, so two processes starting
  // together cannot both win.
  const written = `${lockFile}.${process.pid}.tmp`;
  writeFileSync(written, `${process.pid}\n`);
  try {
    for (;;) {
      try {
        linkSync(written, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const pid = holderOf(lockFile);
        if (pid !== undefined && isRunning(pid)) throw new DataDirInUse(lockFile, pid);
        // Left by a process that has ended: taken over.
        rmSync(lockFile, { force: true });
      }
    }
  } finally {
    rmSync(written, { force: true });
  }
  held.add(lockFile);
  const release = () => {
    if (!held.delete(lockFile)) return;
    process.off('exit', release);
    if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}
