import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tokenize, type StartTag } from './support/html-tags';
import { BILINGUAL_TEMPLATES } from './support/route-templates';

/**
 * Every section is reachable (issue 27): a crawl from the region home that follows the links of the
 * server's HTML (what every shopper, a crawler and a phone without script get; the mobile menu's drawer
 * is checked by site-sections.spec.ts) reaches every route template of the router
 * (apps/storefront/src/routeTree.gen.ts). Breadth first, one page per template: a template's
 * first URL stands for all of its URLs, so filters and pages never multiply the walk.
 *
 * The order page (`/cart/{slug}/`) is one template no link reaches: it exists once a shopper
 * places an order, and cart.spec.ts ("checkout") places one and lands on it. So is a booking's
 * confirmation (`/booking/{id}/?token=…`): booking.spec.ts books and lands on it.
 */
const START = '/ae_en/';

/** The section names below `/{region_locale}/{city?}/` (SPEC §2); any other first segment is a city. */
const SECTIONS = new Set(['catalog', 'product', 'offers', 'collections', 'cart', 'comparison', 'blog', 'about-us', 'accessibility', 'cookie-policy', 'support', 'booking']);
const REGION_LOCALE = /^[a-z]{2}_[a-z]{2}(?:_[a-z]{2})?$/;

/** The router's templates, as this crawl names a URL (`templateOf`). */
const TEMPLATES = [
  'global home',
  'global legal page',
  'region home',
  'city home',
  'catalogue root',
  'category page',
  'search results',
  'product page',
  'offers',
  'collection page',
  'cart',
  'comparison',
  'blog',
  'blog article',
  'about us',
  'accessibility statement',
  'cookie policy',
  'support centre',
  'support section',
  'support article',
  'booking page',
] as const;
/** Not required: the order page and the booking confirmation (see above), and the catalogue root's product list under a filter (a sale link). */
type Template = (typeof TEMPLATES)[number] | 'order page' | 'booking confirmation' | 'filtered catalogue';

/** Which template of the router a storefront URL is, or `undefined` for a path that is no page (an asset, a feed). */
function templateOf(url: URL): Template | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length === 0) return 'global home';
  if (segments[0] === 'global') return segments.length === 2 ? 'global legal page' : undefined;
  if (!REGION_LOCALE.test(segments[0] ?? '')) return undefined;
  const rest = segments.slice(1);
  const city = rest.length > 0 && !SECTIONS.has(rest[0] ?? '') ? rest.shift() : undefined;
  const [section, ...slugs] = rest;
  switch (section) {
    case undefined:
      return city ? 'city home' : 'region home';
    case 'catalog':
      if (slugs.length) return 'category page';
      if (url.searchParams.has('q')) return 'search results';
      // The category tree is the root without a query; a filter (a sale link) lists products instead.
      return url.search === '' ? 'catalogue root' : 'filtered catalogue';
    case 'product':
      return slugs.length === 1 ? 'product page' : undefined;
    case 'offers':
      return slugs.length === 0 ? 'offers' : undefined;
    case 'collections':
      return slugs.length === 1 ? 'collection page' : undefined;
    case 'cart':
      return slugs.length === 0 ? 'cart' : slugs.length === 1 ? 'order page' : undefined;
    case 'comparison':
      return slugs.length === 0 ? 'comparison' : undefined;
    case 'blog':
      return slugs.length === 0 ? 'blog' : slugs.length === 1 ? 'blog article' : undefined;
    case 'about-us':
      return slugs.length === 0 ? 'about us' : undefined;
    case 'accessibility':
      return slugs.length === 0 ? 'accessibility statement' : undefined;
    case 'booking':
      return slugs.length === 0 ? 'booking page' : slugs.length === 1 ? 'booking confirmation' : undefined;
    case 'cookie-policy':
      return slugs.length === 0 ? 'cookie policy' : undefined;
    case 'support':
      return (['support centre', 'support section', 'support article'] as const)[slugs.length];
    default:
      return undefined;
  }
}

/**
 * Where a page leads: the `href` of its links, and the search forms' results (`GET` with a text field
 * `q`, submitted with a word as a shopper does: `action?q=…`), as absolute same-origin URLs.
 */
function destinations(html: string, base: URL): URL[] {
  const tags = tokenize(html).filter((tag): tag is StartTag => tag.kind === 'start');
  const found: URL[] = [];
  for (const [index, tag] of tags.entries()) {
    if (tag.name === 'a' && tag.attributes['href']) found.push(new URL(tag.attributes['href'], base));
    if (tag.name === 'form' && (tag.attributes['method'] ?? 'get').toLowerCase() === 'get') {
      const next = tags.slice(index + 1).find((later) => later.name === 'form' || (later.name === 'input' && later.attributes['name'] === 'q'));
      if (next?.name !== 'input') continue;
      const target = new URL(tag.attributes['action'] || base.href, base);
      target.search = new URLSearchParams({ q: SEARCH_WORD }).toString();
      found.push(target);
    }
  }
  return found.filter((url) => url.origin === base.origin).map((url) => new URL(url.pathname + url.search, base));
}

/** What a shopper types into a search form: a word the reference catalogue knows. */
const SEARCH_WORD = 'raptor';

/** Enough for the walk (one page per template) many times over; a loop in the links cannot run away. */
const MAX_PAGES = 60;

interface Crawl {
  /** The first URL of each template reached, and the page that linked it. */
  reached: Map<Template, { url: string; from: string }>;
  /** Pages that did not answer 200, with the page that linked them. */
  broken: string[];
  pages: number;
}

async function crawl(request: APIRequestContext, baseURL: string): Promise<Crawl> {
  const start = new URL(START, baseURL);
  const reached = new Map<Template, { url: string; from: string }>([['region home', { url: start.href, from: '(start)' }]]);
  const queue: URL[] = [start];
  const broken: string[] = [];
  let pages = 0;
  while (queue.length && pages < MAX_PAGES) {
    const url = queue.shift() as URL;
    pages++;
    const response = await request.get(url.href, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${url.pathname}${url.search} answered ${response.status()} (linked from ${reached.get(templateOf(url) as Template)?.from})`);
      continue;
    }
    for (const next of destinations(await response.text(), url)) {
      const template = templateOf(next);
      if (!template || reached.has(template)) continue;
      reached.set(template, { url: next.href, from: url.pathname + url.search });
      queue.push(next);
    }
  }
  return { reached, broken, pages };
}

test('a crawl from the region home along the links of the server’s HTML reaches every route template', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const { reached, broken, pages } = await crawl(request, baseURL ?? '');

  const missing = TEMPLATES.filter((template) => !reached.has(template));
  const how = [...reached].map(([template, { url, from }]) => `${template}: ${new URL(url).pathname}${new URL(url).search} (from ${from})`);
  expect(missing, `templates no link reaches in ${pages} pages; reached:\n${how.join('\n')}`).toEqual([]);
  expect(broken, 'links to pages that do not answer 200').toEqual([]);
});

// A feature team's new template joins the list of route templates (docs/how-to.md); this makes the crawl
// require it too, by name, so that a page no link reaches fails here rather than going unnoticed.
test('the crawl requires every route template of the size and budget tests', () => {
  const required = new Set<string>([...TEMPLATES, 'order page', 'booking confirmation']);
  expect(BILINGUAL_TEMPLATES.map(({ name }) => name).filter((name) => !required.has(name))).toEqual([]);
});

test('the crawl names each template by its URL', () => {
  const cases: [string, Template | undefined][] = [
    ['/', 'global home'],
    ['/global/privacy-policy/', 'global legal page'],
    ['/ae_en/', 'region home'],
    ['/ae_en/dubai/', 'city home'],
    ['/ae_en/catalog/', 'catalogue root'],
    ['/ae_en/catalog/motorcycles/naked/', 'category page'],
    ['/ae_en/catalog/?q=raptor', 'search results'],
    ['/ae_en/catalog/?badges%5B%5D=sale', 'filtered catalogue'],
    ['/ae_en/dubai/product/raptor-125/', 'product page'],
    ['/mx_es_mx/offers/', 'offers'],
    ['/ae_en/collections/first-bike/', 'collection page'],
    ['/ae_en/cart/', 'cart'],
    ['/ae_en/cart/abc/', 'order page'],
    ['/ae_en/comparison/', 'comparison'],
    ['/ae_en/blog/', 'blog'],
    ['/ae_en/blog/chain-care/', 'blog article'],
    ['/ae_en/about-us/', 'about us'],
    ['/ae_en/booking/?product=1&kind=test_ride', 'booking page'],
    ['/ae_en/dubai/booking/17/', 'booking confirmation'],
    ['/es_es/madrid/accessibility/', 'accessibility statement'],
    ['/mx_es_mx/cookie-policy/', 'cookie policy'],
    ['/ae_en/support/', 'support centre'],
    ['/ae_en/support/warranty/', 'support section'],
    ['/ae_en/support/warranty/warranty-abroad/', 'support article'],
    ['/sitemap.xml', undefined],
    ['/_i18n/x/en/messages.json', undefined],
  ];
  for (const [path, template] of cases) expect(templateOf(new URL(path, 'http://localhost')), path).toBe(template);
});
