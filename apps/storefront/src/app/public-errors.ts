import { isNotFound, isRedirect, type AnyRouteMatch } from '@tanstack/react-router';

/**
 * The stable codes a page may carry for an error (issue 17 defect 4): the router serialises a failed
 * match's error message into the page, and a message is for the server's log, not every visitor's
 * page source. The page itself shows the translated error texts whatever the code.
 */
export type PublicErrorCode = 'cities-unavailable' | 'product-unavailable' | 'category-unavailable' | 'order-unavailable' | 'internal-error';

const PUBLIC_CODES: ReadonlySet<string> = new Set<PublicErrorCode>(['cities-unavailable', 'product-unavailable', 'category-unavailable', 'order-unavailable', 'internal-error']);

/** An error whose message is a public code; `detail` (the log's wording) never leaves the server. */
export const publicError = (code: PublicErrorCode, detail: string): Error & { detail: string } => Object.assign(new Error(code), { detail });

/**
 * Before the matches are serialised (the server only): every error whose message is not a public code
 * (a bug's `TypeError`, a library's message) gets the code `internal-error` as its message; the original
 * message stays on the object (`detail`) and in its stack, which the server logs.
 */
export function hideInternalErrors(matches: readonly AnyRouteMatch[]): void {
  for (const match of matches) {
    const error: unknown = match.error;
    if (!(error instanceof Error) || PUBLIC_CODES.has(error.message) || isNotFound(error) || isRedirect(error)) continue;
    // V8 writes the stack out on first read: read it now, so it keeps the original wording for the log.
    void error.stack;
    Object.defineProperty(error, 'detail', { value: error.message, enumerable: true, configurable: true });
    error.message = 'internal-error' satisfies PublicErrorCode;
  }
}
