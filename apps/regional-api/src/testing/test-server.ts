import { once } from 'node:events';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createLimitedServer, type ServerLimits } from '@storefront/api-client/server';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createApp, type AppOptions } from '../app';
import { WRITE_OPERATIONS } from '../abuse/write-guard';
import { DEMO_PAYMENT_CREDENTIALS } from '../config';
import { createFaults, type Faults } from '../faults/faults';
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
  imagesDir: string | undefined;
  faults: Faults | undefined;
  db: Db;
  prepared: PreparedDatabase;
  /** Server errors the app logged (500s); a passing test expects none. */
  loggedErrors: unknown[];
  /** What the app warned of (refused payment confirmations…). */
  loggedWarnings: string[];
  close: () => Promise<void>;
}

/** A fixed moment for every test: which offers run must not depend on the day the suite runs. */
const TEST_NOW = new Date('2026-11-22T10:00:00.000Z');

export interface TestServerOptions {
  /** Turn fault injection on (as REGIONAL_API_FAULTS=1 does). */
  faults?: boolean;
  /** Draw the image files beside the database and serve `/images` (off: 1,000+ files per server). */
  images?: boolean;
  now?: () => Date;
  /** Abuse limits; by default a rate limit no test reaches (the rate limit's own spec sets one). */
  writes?: AppOptions['writes'];
  /** Slow-client limits; the production ones (SERVER_LIMITS) by default. */
  limits?: Partial<ServerLimits>;
  /** The countries this backend serves (REGIONAL_API_COUNTRIES); every country by default. */
  countries?: AppOptions['countries'];
  /** The countries whose catalogue prices are served without tax (`createApp`'s `pricesWithoutTax`). */
  pricesWithoutTax?: AppOptions['pricesWithoutTax'];
  /** Countries closed to call-back forms and bookings (`createApp`'s `withoutCallbackForms`). */
  withoutCallbackForms?: AppOptions['withoutCallbackForms'];
}

/**
 * A new database file starts as a copy of the run's seeded template (global-setup), which is
 * byte for byte what seeding it would give; an existing file is used as it is.
 */
export function copySeededDatabase(dbFile: string): void {
  if (!existsSync(dbFile)) copyFileSync(inject('seededDatabase'), dbFile);
}

/** The real app over a real database file (images beside it), listening on a free loopback port. */
export async function startTestServer(dbFile: string, options: TestServerOptions = {}): Promise<TestServer> {
  copySeededDatabase(dbFile);
  const db = openDatabase(dbFile);
  const imagesDir = options.images ? join(dirname(dbFile), 'images') : undefined;
  const prepared = prepareDatabase(db, { imagesDir });
  const loggedErrors: unknown[] = [];
  const loggedWarnings: string[] = [];
  const faults = options.faults ? createFaults() : undefined;
  let baseUrl = '';
  const app = createApp({
    db,
    corsOrigins: [TEST_ORIGIN],
    logError: (_message, error) => loggedErrors.push(error),
    imagesDir,
    now: options.now ?? (() => TEST_NOW),
    faults,
    writes: options.writes ?? { rateLimits: Object.fromEntries(Object.keys(WRITE_OPERATIONS).map((operation) => [operation, { burst: 100_000, perMinute: 100_000 }])) },
    countries: options.countries,
    pricesWithoutTax: options.pricesWithoutTax,
    withoutCallbackForms: options.withoutCallbackForms,
    payments: { ...DEMO_PAYMENT_CREDENTIALS, sessionMinutes: 30, lateConfirmationMs: 200, publicUrl: () => baseUrl, selfUrl: () => baseUrl },
    logWarning: (message) => loggedWarnings.push(message),
  });
  const server = createLimitedServer(app, options.limits);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    imagesDir,
    faults,
    db,
    prepared,
    loggedErrors,
    loggedWarnings,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      db.close();
    },
  };
}
