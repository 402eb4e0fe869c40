import { REGIONS, headLinks, hrefLangOf, regionExtras, sitemapPairs, type RegionConfig } from '@storefront/regions';
import type { AnyRouteMatch } from '@tanstack/react-router';
import type { MessageDescriptor } from 'react-intl';
import { appMessages } from '../../app/messages';
import { statusDocumentTitle } from '../../pages/status-pages';
import { serializeForScript } from '../../app/public-env';
import { cityOf, pageIntlOf, regionDataOf, rootContextOf } from '../../app/route-data';
import { pageHeadMessages } from '../../app/page-head.messages';

/** A text of the head: a message of the catalogues, or text from the page's own data (a backend title). */
type HeadText = MessageDescriptor | string;

export interface PageHeadInput {
  /** The page's own name: "Catalog", a product's or a legal page's title. */
  page: HeadText;
  /** The meta description; values get `page`, `site` and `country` besides `values`. */
  description: HeadText;
  values?: Record<string, string>;
  /** A home: its page name already names the country, and it describes the organisation (JSON-LD). */
  home?: boolean;
  /** The page's own JSON-LD (`BreadcrumbList`, `ItemList`…), built with `absoluteUrl` (or by a loader, with absolute URLs). */
  jsonLd?: ((absoluteUrl: (path: string) => string) => readonly object[]) | readonly object[];
  /** A list narrowed by filters, a sort or a search: `noindex,follow` (its pages are the unfiltered list's). */
  noindex?: boolean;
  /** What of the query the canonical and the alternates keep (`page=2`); filters never. */
  canonicalQuery?: string;
  /** The page's own link preview picture (`sharedPicture`: on the site's origin); default the brand's share picture. */
  image?: { url: string; width: number; height: number };
  /** Open Graph `og:type`: `product` on a product page, `article` on a post; default `website`. */
  type?: 'website' | 'product' | 'article';
}

/**
 * Shared by every page's link preview until the features bring their own pictures: a file of the site,
 * under `/media/` (`/images/` on the site's origin is the backend's, as the image proxy and nginx route it).
 */
const SHARE_IMAGE = { path: '/media/share/brand.png', width: 1200, height: 630 };

/**
 * The head of a page, one function for every route (docs/how-to.md): title "{page} | {brand}
 * {country}" in the page's language, meta description, Open Graph and Twitter card with an image,
 * canonical, alternates and `x-default` (SPEC §2), and `Organization` JSON-LD on homes. head() runs
 * outside React, so it formats with the page's catalogue by itself.
 */
export function pageHead(matches: readonly AnyRouteMatch[], input: PageHeadInput) {
  const { env } = rootContextOf(matches);
  const region = regionDataOf(matches);
  const intl = pageIntlOf(matches);
  const text = (value: HeadText, values: Record<string, string> = {}) =>
    typeof value === 'string' ? value : intl.formatMessage(value, { ...input.values, ...values });

  const brand = intl.formatMessage(appMessages.brand);
  const country = region?.countryName;
  const site = country === undefined ? brand : intl.formatMessage(pageHeadMessages.site, { brand, country });
  const page = text(input.page, { country: country ?? '' });
  // A page that ended as the error or the 404 page is named as that page (SPEC §2), not as itself.
  const title = statusDocumentTitle(matches) ?? `${page} | ${input.home ? brand : site}`;
  const description = text(input.description, { page, site, country: country ?? '' });

  const leaf = matches[matches.length - 1];
  // The router drops the trailing slash from match paths; the page's URL keeps it (SPEC §2).
  const pathname = leaf?.pathname.endsWith('/') ? leaf.pathname : `${leaf?.pathname ?? ''}/`;
  const enabled = new Set(env?.regions);
  const links = headLinks({
    siteUrl: env?.siteUrl ?? '',
    pathname,
    current: region?.regionLocale,
    city: cityOf(matches),
    pairs: sitemapPairs(REGIONS.filter((config) => enabled.has(config.code))),
  });
  const siteBase = (env?.siteUrl ?? '').replace(/\/+$/, '');
  const image = input.image ?? { url: `${siteBase}${SHARE_IMAGE.path}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
  const query = input.canonicalQuery ? `?${input.canonicalQuery}` : '';
  const canonical = links.canonical + query;
  const organization =
    input.home && organizationJsonLd({ name: site, url: canonical, sameAs: region && socialProfiles(region.regionLocale.region) });
  const own = typeof input.jsonLd === 'function' ? input.jsonLd((path) => siteBase + path) : (input.jsonLd ?? []);
  const jsonLd = [...(organization ? [organization] : []), ...own];

  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      // `ll_CC`: a global page's language has no country, so it names none.
      ...(region ? [{ property: 'og:locale', content: hrefLangOf(region.regionLocale).replace('-', '_') }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(input.noindex ? [{ name: 'robots', content: 'noindex,follow' }] : []),
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...links.alternates.map(({ hrefLang, href }) => ({ rel: 'alternate', hrefLang, href: href + query })),
      { rel: 'alternate', hrefLang: 'x-default', href: links.xDefault + query },
    ],
    // Inert data, but an inline script all the same: the router puts the page's nonce on it.
    scripts: jsonLd.map((data) => ({ type: 'application/ld+json', children: serializeForScript(data) })),
  };
}

/**
 * The region's social profiles (schema.org `sameAs`). The backend's startup data names no profile (its
 * one network, WhatsApp, is a chat link): they exist in development only, from the dev-only extras, so
 * a production build has none and leaves the extras' table out.
 */
function socialProfiles(region: RegionConfig): string[] | undefined {
  if (import.meta.env.PROD) return undefined;
  const { facebook, instagram, youtube, linkedIn } = regionExtras(region.code).social;
  return [facebook, instagram, youtube, linkedIn];
}

function organizationJsonLd({ name, url, sameAs }: { name: string; url: string; sameAs?: readonly string[] }) {
  return { '@context': 'https://schema.org', '@type': 'Organization', name, url, ...(sameAs?.length ? { sameAs } : {}) };
}
