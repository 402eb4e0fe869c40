// The SSR host's entry of @storefront/ui: constants and plain functions the host shares with the
// components, without React or Emotion. The Content-Security-Policy sources the components need, and
// the image parameters the URL builder writes and the host's image proxy reads (widths allow-list,
// formats, fits).
export { TOASTER_STYLE_HASH } from './lib/toaster/toaster-csp';
export {
  BEST_QUALITY,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  MAX_IMAGE_HEIGHT,
  snapImageWidth,
} from './lib/image/image-params';
