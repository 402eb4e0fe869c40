import { describe, expect, it } from 'vitest';
import { backendEndpoint } from './observability';

describe('backendEndpoint', () => {
  it.each([
    ['/ae/api/products/slug/raptor-125/?locale=en', 'products'],
    ['/ae/api/init/shop?locale=en', 'init/shop'],
    ['/ae/api/init', 'init'],
    ['/ae/api/v2/service/init', 'v2/service'],
    ['/ae/api/%3Cscript%3E', 'other'],
  ])('%s is %s', (path, endpoint) => {
    expect(backendEndpoint(path)).toBe(endpoint);
  });
});
