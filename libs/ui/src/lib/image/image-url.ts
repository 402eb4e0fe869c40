import { breakpoints } from '../theme/breakpoints';
import type { Breakpoint } from '../theme/breakpoints';
import { snapImageWidth } from './image-params';
import type { BEST_QUALITY, IMAGE_FITS, IMAGE_FORMATS } from './image-params';

/** `auto` lets the resizer pick AVIF/WebP by the request's `Accept` header (SPEC §9 default). */
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** How the resizer fits the image into width × height (the sharp/IPX names). */
export type ImageFit = (typeof IMAGE_FITS)[number];
/** 1–100, or the resizer's best automatic quality (the shop preset). */
export type ImageQuality = number | typeof BEST_QUALITY;

export interface ImageTransform {
  width?: number;
  height?: number;
  /** Default 85. */
  quality?: ImageQuality;
  /** Default `auto`. */
  format?: ImageFormat;
  fit?: ImageFit;
}

/**
 * Where resized images come from:
 * - `cdn`: a resizing path, `{baseUrl}/w_640,h_480,q_85,f_auto,fit_cover/{src}` (IPX/Cloudinary style);
 * - `proxy`: the SSR host's image proxy, `{endpoint}?url={src}&w=640&h=480&q=60&f=webp&fit=cover` (`q` and `f`
 *   only when not the defaults, 85 and auto, which the proxy assumes; `src` keeps its `:` and `/`);
 * - `none`: the source URL unchanged, no `srcset` (development, or images already sized).
 */
export type ImageLoader =
  | { type: 'cdn'; baseUrl: string }
  | { type: 'proxy'; endpoint: string }
  | { type: 'none' };

/** SPEC §9: densities 1 and 2, quality 85, format auto. */
export const IMAGE_DEFAULTS = { quality: 85, format: 'auto', densities: [1, 2] } as const satisfies {
  quality: ImageQuality;
  format: ImageFormat;
  densities: readonly number[];
};

/** Named transforms. `shop`: the resizer's best automatic quality (product imagery). */
export const imagePresets = {
  shop: { quality: 'auto:best', format: 'auto' },
} as const satisfies Record<string, ImageTransform>;

export type ImagePreset = keyof typeof imagePresets;

/** Sources that are never resized: vectors and inline data. */
function isPassThrough(src: string): boolean {
  return /^(data|blob):/i.test(src) || /\.svg(?:[?#]|$)/i.test(src);
}

function cdnModifiers({ width, height, quality, format, fit }: ImageTransform): string {
  return [
    width ? `w_${width}` : null,
    height ? `h_${height}` : null,
    `q_${quality ?? IMAGE_DEFAULTS.quality}`,
    `f_${format ?? IMAGE_DEFAULTS.format}`,
    fit ? `fit_${fit}` : null,
  ]
    .filter(Boolean)
    .join(',');
}

/**
 * `transform` with its width on the proxy's allow-list (`IMAGE_WIDTHS`, the next allowed width up)
 * and its height scaled with it, so one rendition has one URL. A CDN path keeps the asked width: the
 * allow-list is the proxy's contract, not the CDN's.
 */
function snapped(transform: ImageTransform): ImageTransform {
  if (!transform.width) return transform;
  const width = snapImageWidth(transform.width);
  return width === transform.width ? transform : { ...transform, width, height: scaledHeight(transform, width) };
}

/**
 * The URL of one resized image, its width snapped to the allow-list (`IMAGE_WIDTHS`). Pure: the
 * same input always gives the same URL (SSR = client).
 */
export function buildImageUrl(src: string, requested: ImageTransform, loader: ImageLoader): string {
  if (loader.type === 'none' || isPassThrough(src)) return src;
  const transform = loader.type === 'proxy' ? snapped(requested) : requested;
  if (loader.type === 'cdn') {
    const base = loader.baseUrl.replace(/\/+$/, '');
    const path = /^https?:\/\//i.test(src) ? src : src.replace(/^\/+/, '');
    return `${base}/${cdnModifiers(transform)}/${path}`;
  }
  // Short, because a product grid repeats it in every srcset candidate (the HTML budgets): the source
  // keeps its `:` and `/` (legal in a query), and the proxy's defaults (q 85, f auto) are left out.
  const params = [`url=${encodeURIComponent(src).replace(/%3A/gi, ':').replace(/%2F/gi, '/')}`];
  if (transform.width) params.push(`w=${transform.width}`);
  if (transform.height) params.push(`h=${transform.height}`);
  const quality = transform.quality ?? IMAGE_DEFAULTS.quality;
  if (quality !== IMAGE_DEFAULTS.quality) params.push(`q=${quality}`);
  const format = transform.format ?? IMAGE_DEFAULTS.format;
  if (format !== IMAGE_DEFAULTS.format) params.push(`f=${format}`);
  if (transform.fit) params.push(`fit=${transform.fit}`);
  const separator = loader.endpoint.includes('?') ? '&' : '?';
  return `${loader.endpoint}${separator}${params.join('&')}`;
}

/** `height` scaled like `width` (keeps the aspect ratio of the requested box). */
function scaledHeight(transform: ImageTransform, width: number): number | undefined {
  if (!transform.height || !transform.width) return transform.height;
  return Math.round((transform.height * width) / transform.width);
}

/**
 * A density `srcset` ("url 1x, url@2 2x"): for images shown at a fixed CSS size. Undefined when
 * the loader does not resize (one URL is all there is).
 */
export function buildSrcSet(
  src: string,
  transform: ImageTransform & { width: number },
  loader: ImageLoader,
  densities: readonly number[] = IMAGE_DEFAULTS.densities,
): string | undefined {
  if (loader.type === 'none' || isPassThrough(src)) return undefined;
  // Each density at the allowed width that covers it (the proxy renders no other); a density whose
  // width snaps to the previous one's adds nothing and is left out.
  const seen = new Set<number>();
  return densities
    .flatMap((density) => {
      const exact = Math.round(transform.width * density);
      const width = loader.type === 'proxy' ? snapImageWidth(exact) : exact;
      if (seen.has(width)) return [];
      seen.add(width);
      return [`${buildImageUrl(src, { ...transform, width, height: scaledHeight(transform, width) }, loader)} ${density}x`];
    })
    .join(', ');
}

/**
 * Displayed widths per breakpoint, smallest first: `{ default: '100vw', md: '50vw', xl: '400px' }`
 * means full width on phones, half from md, 400 px from xl.
 */
export type ImageSizes = Partial<Record<Breakpoint | 'default', `${number}vw` | `${number}px`>>;

/** The widest viewport the storefront is designed for (4K). */
const MAX_VIEWPORT = 3840;

/** Turns a breakpoint map into the `sizes` attribute and the CSS widths it can ask for. */
export function resolveSizes(sizes: ImageSizes): { sizes: string; widths: number[] } {
  const entries = (Object.entries(sizes) as [Breakpoint | 'default', string][])
    .map(([name, size]) => ({ from: name === 'default' ? 0 : breakpoints[name], size }))
    .sort((a, b) => a.from - b.from);
  const widths = entries.flatMap(({ from, size }, index) => {
    const value = Number.parseFloat(size);
    if (size.endsWith('px')) return [value];
    // A vw size is widest just before the next breakpoint takes over (or at 4K for the last).
    const upTo = entries[index + 1]?.from ?? MAX_VIEWPORT;
    const widest = Math.ceil((upTo * value) / 100);
    // Mobile first: a size that phones share with wider screens also asks for the widest phone's
    // width, or a phone would download the tablet's picture.
    return from < breakpoints.md && upTo > breakpoints.md ? [Math.ceil((breakpoints.md * value) / 100), widest] : [widest];
  });
  const conditions = entries
    .map(({ from, size }) => (from === 0 ? size : `(min-width: ${from}px) ${size}`))
    .reverse();
  return { sizes: conditions.join(', '), widths };
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcset` and `sizes` for an `<img>`. Without `sizes`: a density srcset at `width`.
 * With `sizes` (a string or a breakpoint map): a width srcset (`url 640w`) with each candidate at
 * densities 1 and 2, so the browser picks by layout width and screen density. For the proxy, with a
 * breakpoint map, `width` is the picture's own width and no candidate is wider (all on the allow-list).
 */
export function buildResponsiveImage(
  src: string,
  options: ImageTransform & { width: number; sizes?: string | ImageSizes; densities?: readonly number[] },
  loader: ImageLoader,
): ResponsiveImage {
  const { sizes, densities = IMAGE_DEFAULTS.densities, ...transform } = options;
  const fallback = buildImageUrl(src, transform, loader);
  if (loader.type === 'none' || isPassThrough(src)) {
    return { src: fallback, sizes: typeof sizes === 'string' ? sizes : sizes && resolveSizes(sizes).sizes };
  }
  if (sizes === undefined) return { src: fallback, srcSet: buildSrcSet(src, transform, loader, densities) };

  const resolved = typeof sizes === 'string' ? { sizes, widths: [transform.width] } : resolveSizes(sizes);
  // For the proxy, candidates are allowed widths only (it renders no others), each once, and none
  // wider than the picture itself (`width`): it never enlarges, so it would only send the same pixels
  // under another URL.
  // (A sizes string has no widths of its own: its candidates come from `width` at each density.)
  const proxy = loader.type === 'proxy';
  const widest = typeof sizes === 'string' || !proxy ? Number.POSITIVE_INFINITY : snapImageWidth(transform.width);
  const candidates = [
    ...new Set(
      resolved.widths.flatMap((width) =>
        densities.map((density) => {
          const exact = Math.round(width * density);
          return Math.min(proxy ? snapImageWidth(exact) : exact, widest);
        }),
      ),
    ),
  ].sort((a, b) => a - b);
  const srcSet = candidates
    .map(
      (width) =>
        `${buildImageUrl(src, { ...transform, width, height: scaledHeight(transform, width) }, loader)} ${width}w`,
    )
    .join(', ');
  return { src: fallback, srcSet, sizes: resolved.sizes };
}

export interface ImageMetadata {
  width: number;
  height: number;
  /** width / height; 0 when unknown. */
  ratio: number;
}

const unknownMetadata: ImageMetadata = { width: 0, height: 0, ratio: 0 };

/** Reads an image's natural size in the browser by decoding it. */
function decodeInBrowser(url: string): Promise<{ width: number; height: number }> {
  if (typeof Image === 'undefined') return Promise.reject(new Error('No Image constructor outside the browser'));
  const image = new Image();
  image.src = url;
  return image.decode().then(() => ({ width: image.naturalWidth, height: image.naturalHeight }));
}

export interface LoadImageMetadataOptions {
  /** How to read the size; defaults to decoding the image in the browser. */
  read?: (url: string) => Promise<{ width: number; height: number }>;
  /** Where a failure is reported; defaults to `console.error`. */
  log?: (message: string, details: { url: string; error: unknown }) => void;
}

/**
 * The natural size of an image. SPEC §8: a failure is logged and yields zeros (width, height and
 * ratio 0), never a rejection, so a caller can always render.
 */
export async function loadImageMetadata(
  url: string,
  { read = decodeInBrowser, log = (message, details) => console.error(message, details) }: LoadImageMetadataOptions = {},
): Promise<ImageMetadata> {
  try {
    const { width, height } = await read(url);
    if (!(width > 0 && height > 0)) throw new Error(`Invalid image size ${width}×${height}`);
    return { width, height, ratio: width / height };
  } catch (error) {
    log('Image metadata failed', { url, error });
    return { ...unknownMetadata };
  }
}
