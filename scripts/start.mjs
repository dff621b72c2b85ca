/**
 * `npm start`: builds the web app and the API bundle if they are missing or
 * stale, then runs the production server (one Node process serving the API and
 * the web app) with the data directory at the repository root by default.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  apiBundle,
  apiNodeFlags,
  apiProcessEnv,
  ensureBuilt,
  repoRoot,
  webDistDir,
} from './build-lib.mjs';

try {
  await ensureBuilt();
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const env = {
  ...apiProcessEnv,
  ...process.env,
  WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? webDistDir,
  DATA_DIR: path.resolve(repoRoot, process.env.DATA_DIR ?? 'data'),
};

const server = spawn(process.execPath, ['--enable-source-maps', ...apiNodeFlags, apiBundle], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});

// The server shuts down gracefully on these; forward them instead of dying first.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`[start] could not run the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
