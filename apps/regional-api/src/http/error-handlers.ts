import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '@storefront/api-client/contract';
import { HttpError, notFound } from './http-error';

const MAX_ECHOED_PATH = 200;

/** Last route: anything unmatched is a JSON 404 rather than Express's HTML page. */
export const unmatchedRoute: RequestHandler = (req) => {
  throw notFound(`No route for ${req.method} ${req.path.slice(0, MAX_ECHOED_PATH)}`);
};

/**
 * Errors that Express or its middleware raise themselves (a malformed `%` escape in the path,
 * a body parser's 400/413) carry a 4xx `status`; http-errors marks the ones whose message is
 * meant for the client with `expose`, the router's decode error just omits it.
 */
function clientErrorOf(error: unknown): HttpError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, expose, message, type, limit } = error as { status?: unknown; expose?: unknown; message?: unknown; type?: unknown; limit?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  // body-parser's own wording is terse; say what the client should change.
  if (type === 'entity.parse.failed') return new HttpError(400, `Malformed body: ${String(message).slice(0, 200)}`);
  if (type === 'entity.too.large') return new HttpError(413, `The body is larger than the ${String(limit)}-byte limit of this endpoint`);
  const showMessage = expose !== false && typeof message === 'string';
  return new HttpError(status, showMessage ? message : (STATUS_CODES[status] ?? 'Error'));
}

/**
 * Every error becomes `{ error, message }` (apiErrorSchema) with its status. Client errors say
 * what was wrong; server errors are logged here and answered without details.
 */
export function createErrorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error, req, res, next) => {
    // Once the body has started there is no status left to change; Express closes the socket.
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = error instanceof HttpError ? error : clientErrorOf(error);
    if (!known) log(`${req.method} ${req.originalUrl.slice(0, MAX_ECHOED_PATH)} failed`, error);
    const status = known?.status ?? 500;
    const body: ApiErrorBody = known
      ? { error: known.title, message: known.message, ...(known.issues ? { issues: [...known.issues] } : {}) }
      : { error: 'Internal Server Error', message: 'The server could not answer this request.' };
    res.status(status).json(body);
  };
}
