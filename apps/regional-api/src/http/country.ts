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

/** Refuses unknown countries before any resource router runs, for every path below them. */
export const requireKnownCountry: RequestHandler = (req, _res, next) => {
  countryOf(req);
  next();
};
