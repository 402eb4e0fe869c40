import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { openDatabase, type Db } from '../db/open-database';
import { prepareDatabase, type PreparedDatabase } from '../db/prepare-database';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A fresh directory for database files; remove it with the returned function. */
export function makeTempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'regional-api-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestServer {
  baseUrl: string;
  db: Db;
  prepared: PreparedDatabase;
  /** Server errors the app logged (500s); a passing test expects none. */
  loggedErrors: unknown[];
  close: () => Promise<void>;
}

/** The real app over a real database file, listening on a free loopback port. */
export async function startTestServer(dbFile: string): Promise<TestServer> {
  const db = openDatabase(dbFile);
  const prepared = prepareDatabase(db);
  const loggedErrors: unknown[] = [];
  const app = createApp({ db, corsOrigins: [TEST_ORIGIN], logError: (_message, error) => loggedErrors.push(error) });
  const server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    prepared,
    loggedErrors,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      db.close();
    },
  };
}
