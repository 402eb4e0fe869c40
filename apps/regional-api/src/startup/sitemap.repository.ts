import type { SitemapUrl } from '@storefront/api-client/contract';
import type { CountryCode } from '../countries';
import type { Db } from '../db/open-database';

type Frequency = SitemapUrl['changeFrequency'];
const url = (path: string, changeFrequency: Frequency, priority: number, lastModified: string | null = null): SitemapUrl => ({
  path,
  lastModified,
  changeFrequency,
  priority,
});

/**
 * Storefront paths of one country for its `/sitemap.xml` (SPEC §2), relative to `/{region_locale}`:
 * the fixed sections, visible categories, products sold there, blog posts, collections, support
 * sections and articles, and about-us. Cart and comparison are per shopper and left out.
 */
export function createSitemapRepository(db: Db) {
  const categories = db.prepare<[], { path: string }>('SELECT path FROM categories WHERE hidden = 0 ORDER BY level, position, id');
  const products = db.prepare<[string], { slug: string; created_at: string }>(
    `SELECT p.slug, p.created_at FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.country = ? ORDER BY p.id`,
  );
  const posts = db.prepare<[], { slug: string; published_at: string }>('SELECT slug, published_at FROM blog_posts ORDER BY published_at DESC, id DESC');
  const collections = db.prepare<[], { slug: string }>('SELECT slug FROM taxonomies ORDER BY position, id');
  const sections = db.prepare<[], { slug: string }>('SELECT slug FROM service_sections ORDER BY position, id');
  const articles = db.prepare<[], { slug: string; section: string; updated_at: string }>(
    `SELECT a.slug, s.slug AS section, a.updated_at FROM service_articles a JOIN service_sections s ON s.id = a.section_id
     ORDER BY s.position, a.position, a.id`,
  );
  const aboutUs = db.prepare<[], string>("SELECT updated_at FROM pages WHERE slug = 'about-us'").pluck();

  return {
    urls(country: CountryCode): SitemapUrl[] {
      return [
        url('/', 'daily', 1),
        url('/catalog/', 'daily', 0.9),
        ...categories.all().map((row) => url(`/catalog/${row.path}/`, 'weekly', 0.8)),
        ...products.all(country).map((row) => url(`/product/${row.slug}/`, 'weekly', 0.7, row.created_at)),
        url('/offers/', 'daily', 0.7),
        ...collections.all().map((row) => url(`/collections/${row.slug}/`, 'weekly', 0.6)),
        url('/blog/', 'weekly', 0.6),
        ...posts.all().map((row) => url(`/blog/${row.slug}/`, 'monthly', 0.5, row.published_at)),
        url('/support/', 'monthly', 0.5),
        ...sections.all().map((row) => url(`/support/${row.slug}/`, 'monthly', 0.4)),
        ...articles.all().map((row) => url(`/support/${row.section}/${row.slug}/`, 'monthly', 0.4, row.updated_at)),
        url('/about-us/', 'yearly', 0.5, aboutUs.get() ?? null),
      ];
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
