import type { Request } from 'express';
import type { z } from 'zod';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { countryOf } from './country';
import { negotiateLocale } from './negotiate-locale';
import { parseQuery } from './query';

export interface RequestContext<Q> {
  country: CountryCode;
  query: Q;
  locale: ContentLocale;
}

/** What almost every handler starts with: the country, the validated query and the texts' language. */
export function readRequest<S extends z.ZodType<{ locale?: string | undefined }>>(req: Request, schema: S): RequestContext<z.output<S>> {
  const query = parseQuery(schema, req.query);
  return { country: countryOf(req), query, locale: negotiateLocale(req, query.locale) };
}
