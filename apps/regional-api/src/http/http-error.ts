import { STATUS_CODES } from 'node:http';

export interface Issue {
  /** Where the problem is, as a path into the body: `cart[2].quantity`, `phone`. */
  path: string;
  message: string;
}

/**
 * An error whose message is safe to show to the client. Anything else that reaches the error
 * handler is answered with a generic 500, so internals (SQL, stack traces) never leak.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: readonly Issue[],
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
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** A well-formed body that cannot be processed (validation): the issues say where. */
export const unprocessable = (issues: readonly Issue[]) =>
  new HttpError(422, issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; '), issues);
