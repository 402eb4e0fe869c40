// Second entry of @storefront/ui: the image parameters the URL builder writes and the SSR host's
// image proxy reads (widths allow-list, formats, fits), for the host, which must not load React.
export {
  BEST_QUALITY,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  MAX_IMAGE_HEIGHT,
  snapImageWidth,
} from './lib/image/image-params';
