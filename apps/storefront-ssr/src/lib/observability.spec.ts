import { describe, expect, it } from 'vitest';
import { backendEndpoint, routeTemplate } from './observability';

describe('routeTemplate: few metric labels whatever the URLs', () => {
  it.each([
    ['/', '/'],
    ['/ae_en/', '/{region_locale}/'],
    ['/ae_en/catalog/', '/{region_locale}/catalog/'],
    ['/ae_en/catalog/motorcycles/enduro/?page=2', '/{region_locale}/catalog/…'],
    ['/ae_en/product/raptor-125/', '/{region_locale}/product/…'],
    ['/ae_en/dubai/', '/{region_locale}/{city}/'],
    ['/ae_en/dubai/blog/some-post/', '/{region_locale}/{city}/blog/…'],
    ['/ae_en/zz/yy/xx/', '/{region_locale}/{city}/…'],
    ['/_i18n/abc/en/messages.json', '/_i18n/…'],
    ['/wp-admin/setup.php', 'other'],
  ])('%s is %s', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });
});

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
