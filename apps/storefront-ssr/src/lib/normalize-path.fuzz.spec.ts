import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePath } from './normalize-path';

/**
 * Property-based fuzz of the host's URL normalisation (issue 17 "failure tests"): whatever the target,
 * it never throws, a redirect's Location is ASCII, same-origin (never `//host` or `/\host`) and already
 * normal (normalising it again leaves it as it is). Issue 27 adds two families of targets that must not
 * answer as a second page: dot segments, escaped ones too (`%2e%2e`, `%2E.`, `.%2e`, `%2e`), and `$`,
 * which the router would read as a route param.
 */
const hostile = fc.constantFrom(
  '/', '//', '\\', '%', '%2f', '%5c', '%2e', '%2E', '.%2e', '%2e.', '%2E%2e', '..', '.', '?', '#', '@', ':', 'http:', '\t', '\n',
  '\u0000', 'é', 'к', '\u{1f600}', '\u212a', '%E0%A4%A', '%00', 'ae_en', 'catalog', 'evil.example', ' ', '$', '$x', '{-$', '{$', '}', '%24',
);
const target = fc
  .array(fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 24 })
  .map((parts) => `/${parts.join('')}`);

/** Targets made of whole segments of the two families, as a crawler or a hand would write them. */
const dotOrDollar = fc.constantFrom('.', '..', '%2e', '%2E', '%2e%2e', '%2E.', '.%2e', '%2e%2E', '$', '$x', '$slug', '{-$city}', '{$id}', 'a$b');
const segmentTarget = fc
  .array(fc.oneof(dotOrDollar, fc.constantFrom('ae_en', 'catalog', 'product', 'blog', 'raptor-125', '')), { minLength: 1, maxLength: 8 })
  .chain((segments) => fc.constantFrom('', '/').map((end) => `/${segments.join('/')}${end}`));

const ORIGIN = 'http://shop.example';

/** The path of an accepted target as the URL parser, which browsers and the router run, reads it. */
const parsedPath = (request: string) => new URL(request, ORIGIN).pathname;
const pathOf = (request: string) => request.split('?')[0] ?? '';

describe('normalizePath under fuzzing', () => {
  it('never throws, and every redirect is ASCII, same-origin and already normal', () => {
    fc.assert(
      fc.property(fc.oneof(target, segmentTarget), (request) => {
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

  it('accepts only paths without dot segments or `$`: one URL per page, none the router reads as a template', () => {
    fc.assert(
      fc.property(fc.oneof(target, segmentTarget), (request) => {
        const verdict = normalizePath(request);
        const accepted = verdict.kind === 'ok' ? request : verdict.kind === 'redirect' ? verdict.location : undefined;
        if (accepted === undefined) return;
        // Nothing left for the parser to resolve: the page answers at the URL it names.
        expect(parsedPath(accepted)).toBe(pathOf(accepted));
        expect(pathOf(accepted)).not.toContain('$');
      }),
      { numRuns: 3_000 },
    );
  });

  it('sends a dot-segment target where a browser would have gone', () => {
    fc.assert(
      fc.property(segmentTarget, (request) => {
        const verdict = normalizePath(request);
        if (verdict.kind !== 'redirect' || /\$|\{|\}/.test(request) || /\/\//.test(request)) return;
        const browser = parsedPath(request);
        expect(pathOf(verdict.location)).toBe(browser.endsWith('/') ? browser : `${browser}/`);
      }),
      { numRuns: 1_000 },
    );
  });
});
