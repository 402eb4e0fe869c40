import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { createLimitedServer } from '@storefront/api-client/server';
import { createApp } from './app';
import { readConfig, type Config } from './config';
import { openDatabase, type Db } from './db/open-database';
import { prepareDatabase, type PreparedDatabase } from './db/prepare-database';
import { createFaults } from './faults/faults';

const FORCE_CLOSE_AFTER_MS = 5_000;

const log = (message: string) => console.log(`[regional-api] ${message}`);
const logError = (message: string, error?: unknown) => console.error(`[regional-api] ${message}`, error ?? '');

const startedAt = performance.now();

/** Configuration and database problems stop the process before it listens, with a readable reason. */
function startUp(): { config: Config; db: Db; prepared: PreparedDatabase } {
  try {
    const config = readConfig(process.env, process.argv.slice(2), process.cwd());
    mkdirSync(dirname(config.dbFile), { recursive: true });
    const db = openDatabase(config.dbFile);
    return { config, db, prepared: prepareDatabase(db, { reset: config.reset, imagesDir: config.imagesDir }) };
  } catch (error) {
    logError('could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const { config, db, prepared } = startUp();

// Express already turns errors in handlers (sync or async) into JSON answers; these catch what
// escapes elsewhere. The reference backend keeps serving, since dev servers and e2e runs lean on it.
process.on('unhandledRejection', (reason) => logError('unhandled rejection', reason));
process.on('uncaughtException', (error) => logError('uncaught exception', error));

const faults = config.faults.enabled ? createFaults(config.faults.rules) : undefined;
// Slow-client limits (timeouts, connection cap) shared with the SSR host: @storefront/api-client/server.
// The port is known once listening (REGIONAL_API_PORT=0 picks one): the payment addresses read it then.
let selfUrl = `http://127.0.0.1:${config.port}`;
const { publicUrl, ...paymentCredentials } = config.payments;
const server = createLimitedServer(
  createApp({
    db,
    corsOrigins: config.corsOrigins,
    logError,
    imagesDir: config.imagesDir,
    warmRasters: config.warmImages,
    faults,
    writes: config.writes,
    countries: config.countries,
    pricesWithoutTax: config.pricesWithoutTax,
    captchaKey: config.captchaKey,
    payments: { ...paymentCredentials, publicUrl: () => publicUrl ?? selfUrl, selfUrl: () => selfUrl },
  }),
);

server.once('error', (error) => {
  // Only listening can fail here (port taken, host unknown): nothing is served, so stop.
  logError('could not listen', error);
  db.close();
  process.exit(1);
});

server.listen(config.port, config.host, () => {
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  selfUrl = `http://${address === '0.0.0.0' || address === '::' ? '127.0.0.1' : host}:${port}`;
  const seeded = prepared.seededTables.length ? `, seeded ${prepared.seededTables.join(', ')}` : '';
  const texts = prepared.textsUpdated ? ', updated the demo texts of an earlier seed' : '';
  const images = prepared.imagesWritten ? `, drew ${prepared.imagesWritten} images` : '';
  // performance.now() counts from the start of the process: module loading included.
  const ready = Math.round(performance.now());
  const prepare = Math.round(performance.now() - startedAt);
  log(`listening on http://${host}:${port} for ${config.countries.join(', ')}, ready ${ready} ms after launch (${prepare} ms preparing; db ${config.dbFile}, schema v${prepared.schemaVersion}${seeded}${texts}${images})`);
  if (faults) log(`fault injection is ON: manage rules at http://${host}:${port}/__faults from loopback`);
});

let stopping = false;

function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  log(`${signal}, closing`);
  // Busy keep-alive connections would hold close() open: give in-flight requests a moment, then cut.
  setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_AFTER_MS).unref();
  server.close(() => db.close());
  server.closeIdleConnections();
}

process.once('SIGINT', stop);
process.once('SIGTERM', stop);
