/**
 * Builds the app if needed and starts the real server with a fresh data
 * directory; tests and workers find it through E2E_BASE_URL and E2E_DATA_DIR.
 * Setting both beforehand runs the suite against a server you started yourself.
 */
import { startServer } from './support/server';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL && process.env.E2E_DATA_DIR) return undefined;
  const server = await startServer({ log: (line) => console.log(line) });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
