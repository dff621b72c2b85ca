import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiProcessEnv } from '../../../../scripts/build-lib.mjs';
import { PASSWORD_QUEUE } from './passwords';

const MB = 1024 * 1024;
/** What one hash with the server's parameters (m = 19456 KiB) allocates. */
const HASH_BYTES = 19 * MB;
/** libuv's thread pool, where argon2 hashes: with glibc's defaults each thread keeps a block. */
const POOL_THREADS = 4;
/** Rounds enough for every thread of the pool to have hashed, as on a server that ran a while. */
const ROUNDS = 24;

/**
 * A process hashes passwords with the server's argon2 parameters as the
 * server does, PASSWORD_QUEUE.concurrency at a time on libuv's four threads,
 * and says how much more it holds once they are done. With the API process's
 * environment (decision record 0024) that is the blocks of the hashes at a
 * time, and now and then one more where a small block of another thread took
 * the start of their hole (two or three blocks, never four in 100 runs); with glibc's defaults each thread keeps its last one (76 MB).
 */
const HASHES = `
  const argon2 = require('argon2');
  const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
  const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
  const atATime = ${PASSWORD_QUEUE.concurrency};
  (async () => {
    const before = rss();
    for (let round = 0; round < ${ROUNDS}; round += 1) {
      await Promise.all(Array.from({ length: atATime }, (_, i) => argon2.hash('contraseña-' + i, options)));
    }
    process.stdout.write(JSON.stringify({ grown: rss() - before }));
  })();
`;

describe.runIf(process.platform === 'linux')('argon2’s memory in the API process', () => {
  it('holds fewer blocks than the pool has threads once the hashes are done', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', HASHES], {
      cwd: process.cwd(),
      env: { ...process.env, ...apiProcessEnv },
    });
    const { grown } = JSON.parse(stdout) as { grown: number };
    expect(grown).toBeLessThan((POOL_THREADS - 0.5) * HASH_BYTES);
  });
});
