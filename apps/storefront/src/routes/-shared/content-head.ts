import type { AnyRouteMatch } from '@tanstack/react-router';
import { pageHead } from './page-head';

/**
 * What a content page's head needs, computed by its loader (split from its route by the router plugin)
 * so that the route module, which every page's first load carries, holds no builder, message table or JSON-LD code:
 * texts as strings or as message ids (the head formats those with the page's catalogue), the JSON-LD
 * with absolute URLs. Travels as loader data, so it is plain JSON.
 */
export interface ContentHead {
  page: string | { id: string };
  description: string | { id: string };
  values?: Record<string, string>;
  canonicalQuery?: string;
  noindex?: boolean;
  image?: { url: string; width: number; height: number };
  type?: 'article';
  jsonLd?: object[];
}

/** The head of a content route whose loader threw (the 404 or the error page, which name the document themselves). */
const NO_CONTENT_HEAD: ContentHead = { page: '', description: '', noindex: true };

/** The head of a content route (blog, about us, the support centre): what its loader computed. */
export function contentHead({ matches, loaderData }: { matches: AnyRouteMatch[]; loaderData?: { head: ContentHead } }) {
  return pageHead(matches, loaderData?.head ?? NO_CONTENT_HEAD);
}
