/**
 * Builds the web app and the API bundle when they are missing or stale, so that
 * `npm start`, the E2E setup, the screenshots and the bench all run the same
 * production build. Stale means some source file (or folder, which catches
 * deletions and renames) is newer than the build output.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const inRepo = (...parts) => path.join(repoRoot, ...parts);

export const webDistDir = inRepo('apps', 'web', 'dist');
export const apiBundle = inRepo('apps', 'api', 'dist', 'server.js');

/**
 * Node's flags for the API process, wherever it is started (`npm start`, the
 * E2E and reliability servers, the benchmarks; the README gives the same for
 * production): semi-spaces of 32 MB instead of V8's 16, so that a request's
 * rows, presented answers and JSON die in the young generation instead of
 * surviving into the old one while other requests wait on the database
 * (decision record 0016); and no full collection before the old generation
 * holds 80 MB, so that the garbage of the requests in flight, promoted by
 * each full collection, does not bring the next one within a fraction of a
 * second. The old generation's growth past that is set by the server itself
 * (apps/api/src/server.ts), so it holds without flags.
 */
export const apiNodeFlags = ['--max-semi-space-size=32', '--initial-old-space-size=80'];

/**
 * glibc's malloc for the API process, wherever it is started (as
 * apiNodeFlags; the Dockerfile and docs/deploy.md set the same): one arena
 * for every thread, blocks under 32 MB taken from it, and up to 48 MB free
 * kept at its top. Left to itself, glibc gave each of libuv's four threads an
 * arena that kept the 19 MB of its last argon2 hash: 78 MB resident for good
 * after a few sign-ins, when two hashes at a time (lib/passwords.ts) need
 * 38 MB. Giving each block back instead (a lower mmap threshold) made every
 * hash fault its 19 MB in again, 40 % slower (decision record 0024). A value
 * already in the environment wins.
 */
export const apiProcessEnv = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: String(32 * 1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(48 * 1024 * 1024),
};

/** What each build reads, and the file whose age stands for the whole output. */
const targets = {
  web: {
    output: path.join(webDistDir, 'index.html'),
    sources: [
      inRepo('apps', 'web', 'src'),
      inRepo('apps', 'web', 'public'),
      inRepo('apps', 'web', 'index.html'),
      inRepo('apps', 'web', 'vite.config.ts'),
      inRepo('apps', 'web', 'package.json'),
      inRepo('packages', 'shared', 'src'),
      inRepo('package-lock.json'),
    ],
    command: [process.execPath, [inRepo('node_modules', 'vite', 'bin', 'vite.js'), 'build']],
    // The Vite build writes .br/.gz beside each asset itself (vite.config.ts).
    cwd: inRepo('apps', 'web'),
  },
  api: {
    output: apiBundle,
    sources: [
      inRepo('apps', 'api', 'src'),
      inRepo('apps', 'api', 'scripts'),
      inRepo('apps', 'api', 'package.json'),
      inRepo('packages', 'shared', 'src'),
      inRepo('package-lock.json'),
    ],
    command: [process.execPath, [inRepo('apps', 'api', 'scripts', 'build.mjs')]],
    cwd: inRepo('apps', 'api'),
  },
};

/** Tests never end up in a build, so editing one does not make the build stale. */
const isTestFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

/** Newest modification time (ms) under `entry`, folders included. */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || isTestFile(child.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child.name)));
  }
  return newest;
}

/** Why `name` needs building, or null when its output is up to date. */
export function staleReason(name) {
  const target = targets[name];
  if (!existsSync(target.output)) return 'no build yet';
  const built = statSync(target.output).mtimeMs;
  const newest = Math.max(...target.sources.map(newestMtime));
  return newest > built ? 'sources changed since the last build' : null;
}

function run(name, command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${name} build failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

const lockDir = inRepo('node_modules', '.cache', 'huella-build.lock');
const LOCK_STALE_MS = 10 * 60_000;

/**
 * One build at a time per checkout: `npm start`, the E2E setup, the bench and
 * the screenshots may start together, and two Vite builds into the same dist/
 * would leave an index.html pointing at the other build's assets.
 */
async function withBuildLock(log, work) {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lockDir).mtimeMs > LOCK_STALE_MS) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (!announced) log('[build] another build is running; waiting for it');
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const release = () => rmSync(lockDir, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return await work();
  } finally {
    release();
    process.removeListener('exit', release);
  }
}

/**
 * Builds whatever is missing or stale. `log` receives one line per decision.
 * Resolves when web and API builds are current; rejects if a build fails.
 */
export async function ensureBuilt({ log = (line) => console.log(line), force = false } = {}) {
  if (!force && !staleReason('web') && !staleReason('api')) {
    log('[build] web and api: up to date');
    return;
  }
  await withBuildLock(log, async () => {
    for (const name of /** @type {const} */ (['web', 'api'])) {
      // Checked again under the lock: a build that just finished may have done it.
      const reason = force ? 'forced' : staleReason(name);
      if (!reason) {
        log(`[build] ${name}: up to date`);
        continue;
      }
      log(`[build] ${name}: building (${reason})`);
      const started = Date.now();
      const [command, args] = targets[name].command;
      await run(name, command, args, targets[name].cwd);
      // Date the output from the start of the build, so a source saved while it
      // ran still counts as newer next time.
      utimesSync(targets[name].output, started / 1000, started / 1000);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      log(`[build] ${name}: done in ${seconds} s`);
    }
  });
}
