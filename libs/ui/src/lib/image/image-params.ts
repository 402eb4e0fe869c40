/**
 * The parameters both ends of the image pipeline agree on: the URL builder (`image-url.ts`) writes
 * them and the SSR host's proxy (`apps/storefront-ssr/src/lib/image-proxy.ts`) reads them. Pure
 * constants and functions, no React: the host imports them through `@storefront/ui/server`.
 */

/**
 * The only widths the proxy renders (CSS px × density). Phones (320–430 px at 2–3×), tablets,
 * desktops up to 4K. Any asked width is served at the next one up, so a cache holds a handful of
 * renditions per picture, not one per pixel.
 */
export const IMAGE_WIDTHS = [
  64, 96, 128, 160, 240, 320, 400, 480, 560, 640, 750, 828, 960, 1080, 1280, 1440, 1600, 1920, 2560, 3840,
] as const;

/** The tallest rendition the proxy makes; taller asks are clamped. */
export const MAX_IMAGE_HEIGHT = 4096;

export const IMAGE_FORMATS = ['auto', 'avif', 'webp', 'jpeg', 'png'] as const;
/** How the resizer fits the image into width × height (the sharp/IPX names). */
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
/** The shop preset's quality: the resizer's best automatic quality. */
export const BEST_QUALITY = 'auto:best';

/** The smallest allowed width at least `width` wide; the widest one for anything larger. */
export function snapImageWidth(width: number): number {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
  if (!(width > 0)) return IMAGE_WIDTHS[0];
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? widest;
}
