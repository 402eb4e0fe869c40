import { STATUS_CODES } from 'node:http';

/**
 * An error whose message is safe to show to the client. Anything else that reaches the error
 * handler is answered with a generic 500, so internals (SQL, stack traces) never leak.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The reason phrase of the status, used as the `error` field of the JSON body. */
  get title(): string {
    return STATUS_CODES[this.status] ?? 'Error';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
