/**
 * `npm run dev`: the API under `tsx watch` on port 3001 and the Vite dev server
 * on port 3000 (it proxies the API paths to 3001). Open http://localhost:3000.
 * Both stop together: Ctrl-C, or either one exiting, stops the other.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './build-lib.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = '3000';
const bin = (...parts) => path.join(repoRoot, 'node_modules', ...parts);

const apiEnv = {
  ...process.env,
  PORT: apiPort,
  DATA_DIR: path.resolve(repoRoot, process.env.DATA_DIR ?? 'data'),
  // Links in e-mails must open the Vite server, which is what the browser uses.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
};
// Vite serves the web app in development; the API must not serve an old build.
delete apiEnv.WEB_DIST_DIR;

const processes = [
  {
    name: 'api',
    command: [bin('tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', 'src/server.ts'],
    cwd: path.join(repoRoot, 'apps', 'api'),
    env: apiEnv,
  },
  {
    name: 'web',
    command: [bin('vite', 'bin', 'vite.js'), '--port', webPort, '--strictPort'],
    cwd: path.join(repoRoot, 'apps', 'web'),
    env: { ...process.env, API_PORT: apiPort },
  },
].map(({ name, command, cwd, env }) => {
  // Each in its own process group, so stopping it also stops what it spawned.
  const child = spawn(process.execPath, command, { cwd, env, stdio: 'inherit', detached: true });
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.log(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the rest`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
let finalCode = 0;
function stopAll(exitCode) {
  if (!stopping) {
    stopping = true;
    finalCode = exitCode;
    for (const child of processes) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
  }
  if (processes.every((child) => child.exitCode !== null || child.signalCode !== null)) {
    process.exit(finalCode);
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
