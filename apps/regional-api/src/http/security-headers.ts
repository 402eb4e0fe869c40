import type { RequestHandler } from 'express';

/**
 * Set before any route runs so that errors and 404s carry them too. The API only ever answers
 * JSON, so browsers must never sniff a response into something executable.
 */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};
