import { describe, expect, it } from 'vitest';

// Layout must mirror under dir="rtl" without a second stylesheet, so styles use logical
// properties only (margin-inline-start, inset-inline-end …), never left/right.
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.spec.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const physical = [
  /\b(margin|padding|border|inset|scrollMargin|scrollPadding)(Left|Right)\b/,
  /\b(margin|padding|border|inset|scroll-margin|scroll-padding)-(left|right)\b/,
  /(^|[\s{;'"])(left|right)\s*:/m,
  /\b(textAlign|text-align|float|clear)\s*:\s*['"]?(left|right)\b/,
  /\b(borderTop|borderBottom)(Left|Right)Radius\b/,
];

describe('styles', () => {
  it('are read from the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });

  it.each(Object.entries(sources))('%s uses logical properties only', (_path, source) => {
    for (const pattern of physical) {
      expect(source, String(pattern)).not.toMatch(pattern);
    }
  });
});
