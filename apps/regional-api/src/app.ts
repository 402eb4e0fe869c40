import express, { type Express, Router } from 'express';
import { cors } from './http/cors';
import { requireKnownCountry } from './http/country';
import { createErrorHandler, unmatchedRoute } from './http/error-handlers';
import { securityHeaders } from './http/security-headers';
import type { Db } from './db/open-database';
import { createRegionsRepository } from './regions/regions.repository';
import { createRegionsRouter } from './regions/regions.router';

export interface AppOptions {
  /** An open, migrated database (see prepareDatabase). The app never closes it. */
  db: Db;
  /** Exact origins (scheme://host:port) whose browsers may read the answers. */
  corsOrigins: readonly string[];
  /** Where server errors are reported; the console by default. */
  logError?: (message: string, error: unknown) => void;
}

const defaultLogError = (message: string, error: unknown) => console.error(`[regional-api] ${message}`, error);

/**
 * The API of one regional backend per country, all in one process: every resource lives under
 * `/{country}/api`, the same shape as each country's `backApi` address in the storefront config.
 */
export function createApp({ db, corsOrigins, logError = defaultLogError }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // The storefront encodes list filters as `name[]=v` and `name[key]=v` (api-client encodeQuery).
  app.set('query parser', 'extended');

  app.use(securityHeaders, cors(corsOrigins));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  // `country` is what the storefront calls the region code (ae, om, …).
  const countryApi = Router({ mergeParams: true });
  countryApi.use(requireKnownCountry);
  countryApi.use('/regions', createRegionsRouter(createRegionsRepository(db)));
  app.use('/:country/api', countryApi);

  app.use(unmatchedRoute);
  app.use(createErrorHandler(logError));
  return app;
}
