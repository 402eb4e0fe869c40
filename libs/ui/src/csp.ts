// Second entry of @storefront/ui: the Content-Security-Policy sources its components need, for the SSR
// host, which must not load React or Emotion to read a constant.
export { TOASTER_STYLE_HASH } from './lib/toaster/toaster-csp';
