import type { ApiClientOptions } from '@storefront/api-client';
import { sitemapUrlSchema, type SitemapUrl } from '@storefront/api-client/contract';
import {
  formatRegionLocale,
  headLinks,
  parseRegionLocale,
  regionPath,
  sitemapPairs,
  type RegionCode,
  type RegionConfig,
  type RegionLocale,
} from '@storefront/regions';
import type { Request, RequestHandler, Response } from 'express';
import { compressBody, preferredEncoding, type Encoding } from './compression';

/**
 * The sitemaps (issue 16, SPEC §2 `/sitemap.xml`, §7 `/api/sitemap/sitemap-urls`), served by the host:
 * - `/sitemap.xml`: a sitemap index of every region-locale pair's sitemap;
 * - `/{region_locale}/sitemap.xml` (then `sitemap-2.xml`… above `maxUrls`): that pair's pages from its
 *   country's `sitemap-urls` and the storefront's own pages (`withStorefrontPages`: the accessibility
 *   statement, the cookie policy), each with `lastmod` and an `xhtml:link` alternate for every pair whose
 *   country lists the same page, plus `x-default`: the matrix of the page heads (`headLinks`).
 * No trailing slash is added to these paths; docs/adr/0084-the-host-serves-the-sitemaps.md records the choices.
 */

/** The sitemaps.org limit of URLs in one file. */
const SITEMAP_MAX_URLS = 50_000;

export interface SitemapsOptions {
  /** Public origin of the site, e.g. `https://shop.example`: every `loc` starts with it. */
  siteUrl: string;
  /** The regions this deployment serves. */
  regions: readonly RegionConfig[];
  /** How this server calls a region's backend (its API base and circuit breaker); none: not served. */
  serverApi(region: string): ApiClientOptions | undefined;
  /** How long a country's URL list is reused before it is asked again (default 5 min). */
  ttlMs?: number;
  /** For one page of `sitemap-urls` (default 10 s). */
  timeoutMs?: number;
  /** URLs per file before a pair's sitemap is split (default and at most 50,000). */
  maxUrls?: number;
  /** `Cache-Control` of the XML answers: the host's directive for cacheable pages. */
  cacheControl: string;
  log?: (message: string) => void;
}

/** A country's pages, as its backend listed them at `fetchedAt`. */
interface CountryUrls {
  urls: readonly SitemapUrl[];
  /** Paths of `urls`, for the alternates of the other countries' pages. */
  paths: ReadonlySet<string>;
  fetchedAt: number;
}

/** `sitemap-urls` pages read at most (999 each): a backend that never ends its list stops here. */
const MAX_PAGES = 60;
const ITEMS_PER_PAGE = 999;
/** A path below `/{region_locale}/`: RFC 3986 segment characters only, each segment ending with `/`. */
const SAFE_PATH = /^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@%-]+\/)*$/;

/** One country's `sitemap-urls`, every page of it; items that are not sitemap URLs are left out with a log line. */
export async function fetchSitemapUrls(
  region: Pick<RegionConfig, 'code'>,
  api: Pick<ApiClientOptions, 'baseURL' | 'guard'> | undefined,
  { timeoutMs = 10_000, log = console.warn }: Pick<SitemapsOptions, 'timeoutMs' | 'log'> = {},
): Promise<SitemapUrl[]> {
  if (!api) throw new Error(`sitemap-urls of ${region.code}: no backend serves it`);
  const endpoint = `${api.baseURL}/sitemap/sitemap-urls`;
  // Through the backend's circuit breaker: a backend that is down costs its sitemaps nothing but a log line.
  const guard = api.guard ?? (<T,>(attempt: () => Promise<T>) => attempt());
  const urls: SitemapUrl[] = [];
  let rejected = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await guard(() =>
      fetch(`${endpoint}?page=${page}&itemsPerPage=${ITEMS_PER_PAGE}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      }),
    );
    if (!response.ok) throw new Error(`sitemap-urls of ${region.code}: HTTP ${response.status}`);
    const body: unknown = await response.json();
    const items = isRecord(body) && Array.isArray(body['items']) ? body['items'] : undefined;
    const total = isRecord(body) ? body['totalItems'] : undefined;
    if (!items || typeof total !== 'number') throw new Error(`sitemap-urls of ${region.code}: not a list`);
    for (const item of items) {
      const parsed = sitemapUrlSchema.safeParse(item);
      if (parsed.success && SAFE_PATH.test(parsed.data.path)) urls.push(parsed.data);
      else rejected += 1;
    }
    if (items.length === 0 || page * ITEMS_PER_PAGE >= total) break;
  }
  if (rejected) log(`[sitemaps] ${region.code}: ${rejected} sitemap-urls item(s) left out (not a path with a trailing slash, or a bad field)`);
  return urls;
}

/**
 * Pages of the storefront's own, in every region, that no backend lists: the accessibility statement
 * and the cookie policy (issue 33). Each joins a country's list unless the backend lists it already.
 */
const STOREFRONT_PAGES: readonly SitemapUrl[] = [
  { path: '/accessibility/', lastModified: null, changeFrequency: 'yearly', priority: 0.3 },
  { path: '/cookie-policy/', lastModified: null, changeFrequency: 'yearly', priority: 0.3 },
];

/** A country's backend list with the storefront's own pages after it. */
export function withStorefrontPages(urls: readonly SitemapUrl[]): SitemapUrl[] {
  const listed = new Set(urls.map((url) => url.path));
  return [...urls, ...STOREFRONT_PAGES.filter((page) => !listed.has(page.path))];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The URL lists of the served countries, each kept `ttlMs` and then asked again once (concurrent
 * requests share the call). A failing refresh keeps the last good list and logs; without one, the
 * country is absent until it answers.
 */
function createSitemapSource(options: Omit<SitemapsOptions, 'cacheControl' | 'siteUrl' | 'maxUrls'>) {
  const { ttlMs = 5 * 60_000, log = console.warn } = options;
  const lists = new Map<RegionCode, CountryUrls>();
  const pending = new Map<RegionCode, Promise<CountryUrls | undefined>>();

  const refresh = (region: RegionConfig): Promise<CountryUrls | undefined> => {
    const running = pending.get(region.code);
    if (running) return running;
    const call = fetchSitemapUrls(region, options.serverApi(region.code), options)
      .then((fetched) => {
        const urls = withStorefrontPages(fetched);
        const list = { urls, paths: new Set(urls.map((url) => url.path)), fetchedAt: Date.now() };
        lists.set(region.code, list);
        return list;
      })
      .catch((error: unknown) => {
        log(`[sitemaps] ${region.code}: ${error instanceof Error ? error.message : String(error)}; ${lists.has(region.code) ? 'the last list stays' : 'no list yet'}`);
        return lists.get(region.code);
      })
      .finally(() => pending.delete(region.code));
    pending.set(region.code, call);
    return call;
  };

  /** A country's list, fresh or refreshed; undefined while its backend has never answered. */
  const countryUrls = (region: RegionConfig): Promise<CountryUrls | undefined> => {
    const list = lists.get(region.code);
    return list && Date.now() - list.fetchedAt < ttlMs ? Promise.resolve(list) : refresh(region);
  };

  return {
    countryUrls,
    /** Every served country's list, by region code (countries that never answered are absent). */
    async all(): Promise<Map<RegionCode, CountryUrls>> {
      const entries = await Promise.all(options.regions.map(async (region) => [region.code, await countryUrls(region)] as const));
      return new Map(entries.filter((entry): entry is readonly [RegionCode, CountryUrls] => !!entry[1]));
    },
  };
}

export type SitemapSource = ReturnType<typeof createSitemapSource>;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The file name of a pair's `part`-th sitemap (1-based): `sitemap.xml`, then `sitemap-2.xml`… */
function sitemapFileName(part: number): string {
  return part === 1 ? 'sitemap.xml' : `sitemap-${part}.xml`;
}

function partsOf(count: number, maxUrls: number): number {
  return Math.max(1, Math.ceil(count / maxUrls));
}

/** The newest `lastModified` of some URLs, or undefined when none has one. */
function newest(urls: readonly SitemapUrl[]): string | undefined {
  let latest: string | undefined;
  for (const { lastModified } of urls) {
    if (lastModified && (!latest || Date.parse(lastModified) > Date.parse(latest))) latest = lastModified;
  }
  return latest;
}

interface SitemapIndexInput {
  siteUrl: string;
  pairs: readonly RegionLocale[];
  /** Each served country's URLs; a country without a list still has its first sitemap listed. */
  lists: ReadonlyMap<RegionCode, { urls: readonly SitemapUrl[] }>;
  maxUrls: number;
}

/** The `sitemapindex` of every pair's sitemap file(s), with the newest `lastmod` of each. */
function renderSitemapIndex({ siteUrl, pairs, lists, maxUrls }: SitemapIndexInput): string {
  const base = siteUrl.replace(/\/+$/, '');
  const entries = pairs.flatMap((pair) => {
    const urls = lists.get(pair.region.code)?.urls ?? [];
    return Array.from({ length: partsOf(urls.length, maxUrls) }, (_, index) => {
      const lastmod = newest(urls.slice(index * maxUrls, (index + 1) * maxUrls));
      const loc = `${base}/${formatRegionLocale(pair)}/${sitemapFileName(index + 1)}`;
      return `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`;
    });
  });
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface UrlsetInput {
  siteUrl: string;
  /** The pair whose pages are listed. */
  pair: RegionLocale;
  /** Every served pair: the candidates for alternates. */
  pairs: readonly RegionLocale[];
  /** The pair's country's URLs of this file. */
  urls: readonly SitemapUrl[];
  /** Each country's paths: a pair is an alternate of a page when its country lists the page too. */
  pathsByRegion: ReadonlyMap<RegionCode, ReadonlySet<string>>;
}

/** A `urlset` of a pair's pages, with the page heads' alternates (`headLinks`) as `xhtml:link`s. */
export function renderUrlset({ siteUrl, pair, pairs, urls, pathsByRegion }: UrlsetInput): string {
  const entries = urls.map((url) => {
    const having = pairs.filter((candidate) => pathsByRegion.get(candidate.region.code)?.has(url.path));
    const links = headLinks({
      siteUrl,
      pathname: regionPath({ target: pair, knownCities: [], path: url.path }),
      current: pair,
      pairs: having,
    });
    const alternates = [...links.alternates, { hrefLang: 'x-default', href: links.xDefault }].map(
      ({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hrefLang)}" href="${escapeXml(href)}"/>`,
    );
    return [
      `<url><loc>${escapeXml(links.canonical)}</loc>`,
      url.lastModified ? `<lastmod>${escapeXml(url.lastModified)}</lastmod>` : '',
      `<changefreq>${url.changeFrequency}</changefreq><priority>${url.priority.toFixed(1)}</priority>`,
      ...alternates,
      '</url>',
    ].join('');
  });
  return `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap as written for one set of lists, and its compressed copies. */
interface WrittenFile {
  stamp: string;
  body: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** `/{region_locale}/sitemap.xml`, `/{region_locale}/sitemap-{n}.xml` (n ≥ 2). */
const PAIR_SITEMAP = /^\/([a-z]{2}_[a-z]{2})\/sitemap(?:-([2-9]|[1-9]\d{1,5}))?\.xml$/;

/**
 * The host's handler of the sitemap paths; everything else goes on. A pair the deployment does not
 * serve, or a part beyond the last, is a plain 404; a pair whose country has never answered is a 503
 * with `Retry-After` (a crawler comes back), never an empty sitemap.
 */
export function sitemapsHandler(options: SitemapsOptions, source: SitemapSource = createSitemapSource(options)): RequestHandler {
  const maxUrls = Math.min(Math.max(1, options.maxUrls ?? SITEMAP_MAX_URLS), SITEMAP_MAX_URLS);
  const pairs = sitemapPairs(options.regions);
  const served = new Set(options.regions.map((region) => region.code));

  // Each file is written, and compressed per encoding asked, once per set of lists (a country's refresh makes a new set).
  const written = new Map<string, WrittenFile>();
  const memo = (path: string, lists: ReadonlyMap<RegionCode, CountryUrls>, write: () => string): WrittenFile => {
    const stamp = [...lists].map(([code, list]) => `${code}:${list.fetchedAt}`).join(',');
    const known = written.get(path);
    if (known?.stamp === stamp) return known;
    const file = { stamp, body: Buffer.from(write()), compressed: {} };
    written.set(path, file);
    return file;
  };
  const sendXml = (req: Request, res: Response, file: WrittenFile) => {
    res.status(200).type('application/xml; charset=utf-8').set('Cache-Control', options.cacheControl).vary('Accept-Encoding');
    const encoding = preferredEncoding(req.get('accept-encoding'));
    const body = encoding ? (file.compressed[encoding] ??= compressBody(file.body, encoding)) : file.body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const plain = (res: Response, status: number, text: string) => {
    res.status(status).type('text/plain').set('Cache-Control', 'no-store').send(`${text}\n`);
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/sitemap.xml') {
      void source.all().then(
        (lists) => sendXml(req, res, memo(req.path, lists, () => renderSitemapIndex({ siteUrl: options.siteUrl, pairs, lists, maxUrls }))),
        next,
      );
      return;
    }
    const match = PAIR_SITEMAP.exec(req.path);
    if (!match) return next();
    const pair = parseRegionLocale(match[1] ?? '');
    // The segment must be the pair's own spelling (`mx_es`, not a look-alike).
    if (!pair || !served.has(pair.region.code) || formatRegionLocale(pair) !== match[1]) return plain(res, 404, 'Not Found');
    const part = Number(match[2] ?? 1);
    void source.all().then((lists) => {
      const own = lists.get(pair.region.code);
      if (!own) {
        res.set('Retry-After', '60');
        return plain(res, 503, 'Service Unavailable: the sitemap of this region cannot be read now');
      }
      if (part > partsOf(own.urls.length, maxUrls)) return plain(res, 404, 'Not Found');
      const urls = own.urls.slice((part - 1) * maxUrls, part * maxUrls);
      const pathsByRegion = new Map([...lists].map(([code, list]) => [code, list.paths]));
      sendXml(req, res, memo(req.path, lists, () => renderUrlset({ siteUrl: options.siteUrl, pair, pairs, urls, pathsByRegion })));
    }, next);
  };
}
