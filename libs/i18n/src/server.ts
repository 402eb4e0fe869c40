// Server-only parts of @storefront/i18n: never bundled for the browser (the locale matcher stays on the server).
export { acceptedLanguages, detectLocale } from './lib/locale-negotiation';
