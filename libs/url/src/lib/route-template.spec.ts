import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATES, routeTemplate } from './route-template';

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
    ['/global/privacy-policy/', '/global/…'],
    ['/_i18n/abc/en/messages.json', '/_i18n/…'],
    ['/_vitals', '/_vitals/…'],
    ['/ae/api/products/', '/{region}/api/…'],
    ['/wp-admin/setup.php', 'other'],
  ])('%s is %s', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });
});

describe('PAGE_TEMPLATES', () => {
  const segment = fc.oneof(
    fc.constantFrom('ae_en', 'es_es', 'global', 'catalog', 'product', 'cart', 'blog', 'madrid', 'sitemap.xml', 'api', 'es', '_img', ''),
    fc.string({ maxLength: 6 }),
  );
  const path = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join('/')}/`);

  it("holds the template of every page path, and none of the host's own paths", () => {
    fc.assert(
      fc.property(path, (pagePath) => {
        const template = routeTemplate(pagePath);
        const hostPath = /^\/(?:_i18n|_img|_vitals|assets|healthz|images|\{region\}\/api)\//.test(template) || template.includes('sitemap.xml');
        expect(PAGE_TEMPLATES.has(template)).toBe(!hostPath);
      }),
    );
  });
});
