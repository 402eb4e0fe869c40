import { defineMessages, type NoMessageValues } from 'react-intl';

export const appMessages = defineMessages<{
  brand: NoMessageValues;
  skipToContent: NoMessageValues;
  homeTitle: { country: string };
  /** The region home with a city (`/ae_en/dubai/`): the `{inCity}` text placeholder (SPEC §3), filled by the catalogue. */
  cityHomeTitle: NoMessageValues;
  homeLead: { country: string };
  /** Uses the `{currency}` and `{city}` text placeholders (SPEC §3), filled by the region's catalogue. */
  homeCurrency: NoMessageValues;
  languages: NoMessageValues;
  globalTitle: NoMessageValues;
  globalLead: NoMessageValues;
  notFoundTitle: NoMessageValues;
  notFoundText: { path: string };
  errorTitle: NoMessageValues;
  errorText: NoMessageValues;
  errorHome: NoMessageValues;
  blog: NoMessageValues;
  cart: NoMessageValues;
  offers: NoMessageValues;
  catalog: NoMessageValues;
  support: NoMessageValues;
  aboutUs: NoMessageValues;
  product: NoMessageValues;
  comparison: NoMessageValues;
  collections: NoMessageValues;
  cookiePolicy: NoMessageValues;
  privacyPolicy: NoMessageValues;
  termsOfService: NoMessageValues;
  /** The accessibility statement: its title and the footers' link. */
  accessibility: NoMessageValues;
  legal: NoMessageValues;
}>({
  brand: { id: 'app.brand', defaultMessage: 'Motors & Equipment' },
  skipToContent: { id: 'app.skipToContent', defaultMessage: 'Skip to content' },
  homeTitle: { id: 'app.home.title', defaultMessage: 'Motors and equipment in {country}' },
  cityHomeTitle: { id: 'app.home.cityTitle', defaultMessage: 'Motors and equipment {inCity}' },
  homeCurrency: {
    id: 'app.home.currency',
    defaultMessage: 'Prices are shown in {currency}. Your city: {city}.',
  },
  homeLead: {
    id: 'app.home.lead',
    defaultMessage:
      'Motorcycles, ATVs, outboard motors, generators and garden equipment, with stores and service across {country}.',
  },
  languages: { id: 'app.languages', defaultMessage: 'Language' },
  globalTitle: { id: 'app.global.title', defaultMessage: 'Choose your country' },
  globalLead: {
    id: 'app.global.lead',
    defaultMessage: 'Prices, stores and delivery depend on where you are.',
  },
  notFoundTitle: { id: 'app.notFound.title', defaultMessage: 'Page Not Found' },
  notFoundText: { id: 'app.notFound.text', defaultMessage: 'Page not found: {path}' },
  errorTitle: { id: 'error.title', defaultMessage: 'Something went wrong' },
  errorText: {
    id: 'error.text',
    defaultMessage: 'We could not show this page. Please try again in a moment.',
  },
  errorHome: { id: 'error.home', defaultMessage: 'Home' },
  blog: { id: 'app.section.blog', defaultMessage: 'Blog' },
  cart: { id: 'app.section.cart', defaultMessage: 'Cart' },
  offers: { id: 'app.section.offers', defaultMessage: 'Offers' },
  catalog: { id: 'app.section.catalog', defaultMessage: 'Catalog' },
  support: { id: 'app.section.support', defaultMessage: 'Support centre' },
  aboutUs: { id: 'app.section.aboutUs', defaultMessage: 'About us' },
  product: { id: 'app.section.product', defaultMessage: 'Product' },
  comparison: { id: 'app.section.comparison', defaultMessage: 'Comparison' },
  collections: { id: 'app.section.collections', defaultMessage: 'Collection' },
  cookiePolicy: { id: 'app.section.cookiePolicy', defaultMessage: 'Cookie policy' },
  privacyPolicy: { id: 'app.section.privacyPolicy', defaultMessage: 'Privacy policy' },
  termsOfService: { id: 'app.section.termsOfService', defaultMessage: 'Terms of service' },
  accessibility: { id: 'app.section.accessibility', defaultMessage: 'Accessibility statement' },
  legal: { id: 'app.nav.legal', defaultMessage: 'Legal' },
});
