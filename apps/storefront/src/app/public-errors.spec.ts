import { notFound, type AnyRouteMatch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { hideInternalErrors, publicError } from './public-errors';

const matchWith = (error: unknown) => ({ status: 'error', error }) as unknown as AnyRouteMatch;

describe('hideInternalErrors', () => {
  it('replaces an internal message with a public code, keeping the wording for the log', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'items') at loader.ts:12");
    hideInternalErrors([matchWith(error)]);
    expect(error.message).toBe('internal-error');
    expect((error as unknown as { detail: string }).detail).toContain("reading 'items'");
    expect(error.stack).toContain("reading 'items'");
  });

  it('leaves public codes, not-found and plain data alone', () => {
    const cities = publicError('cities-unavailable', 'Internal Server Error: cities data not available');
    const missing = notFound({ data: { fatal: true } });
    hideInternalErrors([matchWith(cities), matchWith(missing), matchWith(undefined), matchWith('text')]);
    expect(cities.message).toBe('cities-unavailable');
    expect(cities.detail).toBe('Internal Server Error: cities data not available');
    expect(missing).toEqual(notFound({ data: { fatal: true } }));
  });
});
