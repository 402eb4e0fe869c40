import { refuseLargeBody } from '@storefront/api-client/server';
import express, { type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import { unprocessable, unsupportedMediaType, type Issue } from './http-error';

const JSON_TYPES = ['application/json', 'application/*+json'];

/**
 * A declared Content-Length over `limit` is a 413 at once, before a byte of the body is read, and the
 * connection is closed (body-parser would answer only once the whole declared body had arrived).
 */
const declaredLimit = (limit: number): RequestHandler => (req, res, next) => {
  const body = (): string => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    return JSON.stringify({ error: 'Payload Too Large', message: `The body is larger than the ${limit}-byte limit of this endpoint` });
  };
  if (!refuseLargeBody(req, res, limit, body)) next();
};

/** Parses a JSON body of at most `limit` bytes; larger is a 413, malformed a 400 (error-handlers). */
export const jsonBody = (limit: number): RequestHandler[] => [declaredLimit(limit), express.json({ limit, type: JSON_TYPES, strict: true })];

/** JSON or `application/x-www-form-urlencoded` (nested keys like `campaign[utm_source]`), same limit. */
export const jsonOrFormBody = (limit: number): RequestHandler[] => [
  declaredLimit(limit),
  express.json({ limit, type: JSON_TYPES, strict: true }),
  express.urlencoded({ limit, extended: true, parameterLimit: 100 }),
];

/** The parsed body, or a 415 when the request carried none of the accepted types. */
export function bodyOf(req: Request, accepted: string): Record<string, unknown> {
  const body: unknown = req.body;
  if (!req.is(JSON_TYPES) && !req.is('application/x-www-form-urlencoded')) {
    throw unsupportedMediaType(`Send the body as ${accepted}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw unprocessable([{ path: '', message: 'the body must be an object' }]);
  }
  return body as Record<string, unknown>;
}

const issuePath = (path: readonly PropertyKey[]) =>
  path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');

/** Validates a body with a schema; every problem becomes an issue of one 422. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues: Issue[] = result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
  throw unprocessable(issues);
}
