import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePath } from './normalize-path';

/**
 * Property-based fuzz of the host's URL normalisation (issue 17 "failure tests"): whatever the target,
 * it never throws, a redirect's Location is ASCII, same-origin (never `//host` or `/\host`) and already
 * normal (normalising it again leaves it as it is).
 */
const hostile = fc.constantFrom('/', '//', '\\', '%', '%2f', '%5c', '%2e', '..', '.', '?', '#', '@', ':', 'http:', '\t', '\n', '\u0000', 'é', 'к', '\u{1f600}', '\u212a', '%E0%A4%A', '%00', 'ae_en', 'evil.example', ' ');
const target = fc
  .array(fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 24 })
  .map((parts) => `/${parts.join('')}`);

const ORIGIN = 'http://shop.example';

describe('normalizePath under fuzzing', () => {
  it('never throws, and every redirect is ASCII, same-origin and already normal', () => {
    fc.assert(
      fc.property(target, (request) => {
        const verdict = normalizePath(request);
        if (verdict.kind !== 'redirect') return;
        const { location } = verdict;
        expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
        expect(normalizePath(location)).toEqual({ kind: 'ok' });
      }),
      { numRuns: 3_000 },
    );
  });
});
