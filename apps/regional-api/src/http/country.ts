import type { Request, RequestHandler } from 'express';
import { isCountryCode, type CountryCode } from '../countries';
import { notFound } from './http-error';

/**
 * The country of a request under `/:country/api`. Routers that need it are created with
 * `mergeParams` so the parameter reaches them.
 */
export function countryOf(req: Request): CountryCode {
  const country = req.params['country'];
  if (!isCountryCode(country)) throw notFound(`Unknown country ${String(country).slice(0, 40)}`);
  return country;
}

/**
 * Refuses unknown countries, and those another instance serves (REGIONAL_API_COUNTRIES), before any
 * router runs, for every path below them: their data here is only the seed's, never to be read or written.
 */
export function requireServedCountry(served: readonly CountryCode[]): RequestHandler {
  return (req, _res, next) => {
    const country = countryOf(req);
    if (!served.includes(country)) throw notFound(`Country ${country} is not served by this backend`);
    next();
  };
}
