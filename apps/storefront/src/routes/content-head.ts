/**
 * What a content page's head needs, computed by its loader (a chunk of its own) so that the route
 * module, which every page's first load carries, holds no builder, message table or JSON-LD code:
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
export const NO_CONTENT_HEAD: ContentHead = { page: '', description: '', noindex: true };
