import { buildImageUrl } from '@storefront/ui';
import { IMAGE_LOADER } from './image-loader';

/** One of the proxy's widths (`IMAGE_WIDTHS`), at least the 1200 px that link previews ask for. */
const SHARED_WIDTH = 1280;

/**
 * A picture that leaves the page for other sites (`og:image`, JSON-LD `image`): the backend's picture
 * (`src`, as image URLs spell it) through the site's image proxy, as an absolute URL on the site's
 * public origin (`siteUrl`), never the backend's own address; a JPEG at most 1280 px wide, which every
 * link preview reads. `width`/`height` are the rendition's (the proxy never enlarges). For loaders (their
 * own chunks): the URL builder is not in the first load of every page.
 */
export function sharedPicture(siteUrl: string, { src, width, height }: { src: string; width: number; height: number }) {
  const shown = Math.min(SHARED_WIDTH, width);
  const url = `${siteUrl.replace(/\/+$/, '')}${buildImageUrl(src, { width: SHARED_WIDTH, format: 'jpeg' }, IMAGE_LOADER)}`;
  return { url, width: shown, height: Math.round((height * shown) / width) };
}
