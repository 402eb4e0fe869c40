import { describe, expect, it } from 'vitest';
import { isStorefrontRenderer } from './renderer-contract';

describe('isStorefrontRenderer', () => {
  it('accepts a module exporting render and pageVariant', () => {
    expect(isStorefrontRenderer({ render: async () => undefined, pageVariant: () => '', prepareBareRender: () => '' })).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['a module without pageVariant', { render: async () => undefined }],
    ['a module whose render is not a function', { render: 'render', pageVariant: () => '' }],
  ])('rejects %s', (_case, module) => {
    expect(isStorefrontRenderer(module)).toBe(false);
  });
});
