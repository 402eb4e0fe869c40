import type { RequestHandler } from 'express';

/**
 * `/robots.txt`: the whole site may be crawled except one shopper's pages (cart, and the order a
 * cart link names: `/{region_locale}/{city?}/cart/{slug}/`) and the comparison, which only
 * re-lists product pages; `*` spans the region and city segments. The sitemap is named at the
 * public origin, like canonical links.
 */
export function robotsTxt(siteUrl: string): RequestHandler {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /*/cart/', 'Disallow: /*/comparison/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
  return (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(body);
  };
}
