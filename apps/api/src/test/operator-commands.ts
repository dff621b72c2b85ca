/**
 * The operator's npm scripts (db:move, media:to-s3, backup, restore) run as an
 * operator runs them: `npm run <script> -- <arguments>` at the repository's
 * root, in a process of their own, with only the environment given.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export interface CommandResult {
  code: number | null;
  /** stdout and stderr, as they came. */
  output: string;
}

/** `npm run <script> -- ...args` with NODE_ENV=test and `env` (nothing else of the test run's). */
export function runOperatorCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}
