/**
 * The sections of the site: a page's template names its section. `sitemap.xml` is a region's file, not a
 * page, but its requests are labelled the same way.
 */
const PAGE_SECTIONS = ['blog', 'cart', 'catalog', 'offers', 'support', 'about-us', 'product', 'comparison', 'collections', 'accessibility', 'cookie-policy'] as const;
const SECTIONS: ReadonlySet<string> = new Set([...PAGE_SECTIONS, 'sitemap.xml']);

/** The host's own paths, and the global pages (`/global/…`), each one template whatever follows. */
const FIXED_PREFIXES: ReadonlySet<string> = new Set(['_i18n', '_img', '_vitals', 'assets', 'healthz', 'global', 'images']);

const REGION_LOCALE = /^[a-z]{2}_[a-z]{2}$/;
const REGION = /^[a-z]{2}$/;

/**
 * The route template of a path: `/{region_locale}/catalog/…`, `/{region_locale}/{city}/…`, `other`. One
 * rule for every label that names a kind of page, so that the SSR host's request timings and the field
 * speed metrics that browsers report (docs/adr/0276-field-speed-metrics-through-the-host.md) group pages
 * the same way, and metric labels stay few whatever the URLs. The query is never part of it.
 */
export function routeTemplate(path: string): string {
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const [first, second, third] = segments;
  if (!first) return '/';
  if (FIXED_PREFIXES.has(first)) return `/${first}/…`;
  // The backend on the site's origin (the host's api-proxy.ts).
  if (second === 'api' && REGION.test(first)) return '/{region}/api/…';
  if (!REGION_LOCALE.test(first)) return 'other';
  if (!second) return '/{region_locale}/';
  if (SECTIONS.has(second)) return `/{region_locale}/${second}/${third ? '…' : ''}`;
  if (!third) return '/{region_locale}/{city}/';
  return SECTIONS.has(third) ? `/{region_locale}/{city}/${third}/…` : '/{region_locale}/{city}/…';
}

/**
 * Every template `routeTemplate` gives a page's path (never a file, an API call or one of the host's own
 * endpoints): what a browser's field metrics may be labelled with.
 */
export const PAGE_TEMPLATES: ReadonlySet<string> = new Set([
  '/',
  '/global/…',
  'other',
  '/{region_locale}/',
  ...PAGE_SECTIONS.flatMap((section) => [`/{region_locale}/${section}/`, `/{region_locale}/${section}/…`]),
  '/{region_locale}/{city}/',
  ...PAGE_SECTIONS.map((section) => `/{region_locale}/{city}/${section}/…`),
  '/{region_locale}/{city}/…',
]);
