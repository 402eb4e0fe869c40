import { defineMessages, type NoMessageValues } from 'react-intl';

/** Why each stored item exists, as the cookie policy's table says it (storage-registry.ts). */
export const storedItemPurposes = defineMessages<{
  locale: NoMessageValues;
  lastRegion: NoMessageValues;
  suggestionDismissed: NoMessageValues;
  city: NoMessageValues;
  viewport: NoMessageValues;
  consent: NoMessageValues;
  gaClient: NoMessageValues;
  gaSession: NoMessageValues;
  cart: NoMessageValues;
  comparison: NoMessageValues;
  campaignMarks: NoMessageValues;
  recentlyViewed: NoMessageValues;
  recentSearches: NoMessageValues;
  reportedPurchases: NoMessageValues;
  checkoutDraft: NoMessageValues;
  chunkReload: NoMessageValues;
  routerReload: NoMessageValues;
  scrollRestoration: NoMessageValues;
}>({
  locale: {
    id: 'app.storage.purpose.locale',
    defaultMessage: 'Remembers the language you read the shop in, so that the country chooser and these legal pages speak it too.',
  },
  lastRegion: {
    id: 'app.storage.purpose.lastRegion',
    defaultMessage: 'Remembers the country and language of the store you last visited, so that the country chooser can suggest it.',
  },
  suggestionDismissed: {
    id: 'app.storage.purpose.suggestionDismissed',
    defaultMessage: 'Remembers that you turned down the suggested country, so that it is not suggested again.',
  },
  city: {
    id: 'app.storage.purpose.city',
    defaultMessage: 'Remembers the city you chose in a country’s store, so that its home page opens at your city.',
  },
  viewport: {
    id: 'app.storage.purpose.viewport',
    defaultMessage: 'Remembers the size class of your screen, so that the next page is laid out for it from the first moment.',
  },
  consent: {
    id: 'app.storage.purpose.consent',
    defaultMessage: 'Keeps your choice about cookies (what you allowed, when, and which version of this policy you answered), so that we do not ask again.',
  },
  gaClient: {
    id: 'app.storage.purpose.gaClient',
    defaultMessage:
      'Google Analytics tells your visits apart with a random number. We read it to link an order or a call-back request to the statistics of your visit.',
  },
  gaSession: {
    id: 'app.storage.purpose.gaSession',
    defaultMessage: 'Google Analytics keeps the state of your current visit for the statistics.',
  },
  cart: {
    id: 'app.storage.purpose.cart',
    defaultMessage: 'Your cart in a country’s store: the products, quantities and warranties you chose.',
  },
  comparison: {
    id: 'app.storage.purpose.comparison',
    defaultMessage: 'The products you are comparing in a country’s store.',
  },
  campaignMarks: {
    id: 'app.storage.purpose.campaignMarks',
    defaultMessage: 'Which advertising campaign brought you here (the utm_ marks and the Google Ads click id), sent with your order or call-back request.',
  },
  recentlyViewed: {
    id: 'app.storage.purpose.recentlyViewed',
    defaultMessage: 'The last products you opened in this store (at most eight), shown again on product pages, in search and in an empty cart.',
  },
  recentSearches: {
    id: 'app.storage.purpose.recentSearches',
    defaultMessage: 'Your last searches in this store (at most five), offered again when you open search.',
  },
  reportedPurchases: {
    id: 'app.storage.purpose.reportedPurchases',
    defaultMessage: 'The numbers of your latest orders (20 at most) already counted in our statistics, so that an order is counted only once.',
  },
  checkoutDraft: {
    id: 'app.storage.purpose.checkoutDraft',
    defaultMessage: 'What you typed in the checkout (never how you pay), so that a reload loses nothing. Deleted when the order is placed.',
  },
  chunkReload: {
    id: 'app.storage.purpose.chunkReload',
    defaultMessage: 'When the page last reloaded itself because a new version of the shop came out, so that it never reloads in a loop.',
  },
  routerReload: {
    id: 'app.storage.purpose.routerReload',
    defaultMessage: 'That a part of a page could not be loaded and the page was reloaded once for it, so that it is not reloaded again.',
  },
  scrollRestoration: {
    id: 'app.storage.purpose.scrollRestoration',
    defaultMessage: 'How far you had scrolled on each page of this tab, so that going back returns you to the same place.',
  },
});

/** The cookie policy's table of what the site stores (pages/stored-items-table.tsx). */
export const storedItemsMessages = defineMessages<{
  caption: NoMessageValues;
  name: NoMessageValues;
  kind: NoMessageValues;
  category: NoMessageValues;
  purpose: NoMessageValues;
  lifetime: NoMessageValues;
  setBy: NoMessageValues;
  cookie: NoMessageValues;
  localStorage: NoMessageValues;
  sessionStorage: NoMessageValues;
  necessary: NoMessageValues;
  analytics: NoMessageValues;
  marketing: NoMessageValues;
  preferences: NoMessageValues;
  site: NoMessageValues;
  google: NoMessageValues;
  days: { count: number };
  months: { count: number };
  years: { count: number };
  upTo: { duration: string };
  tab: NoMessageValues;
  untilRemoved: NoMessageValues;
  placeholders: { example: string };
}>({
  caption: { id: 'app.storage.table.caption', defaultMessage: 'What this site stores in your browser' },
  name: { id: 'app.storage.table.name', defaultMessage: 'Name' },
  kind: { id: 'app.storage.table.kind', defaultMessage: 'Stored as' },
  category: { id: 'app.storage.table.category', defaultMessage: 'Category' },
  purpose: { id: 'app.storage.table.purpose', defaultMessage: 'What it is for' },
  lifetime: { id: 'app.storage.table.lifetime', defaultMessage: 'Kept for' },
  setBy: { id: 'app.storage.table.setBy', defaultMessage: 'Set by' },
  cookie: { id: 'app.storage.kind.cookie', defaultMessage: 'Cookie' },
  localStorage: { id: 'app.storage.kind.localStorage', defaultMessage: 'Local storage' },
  sessionStorage: { id: 'app.storage.kind.sessionStorage', defaultMessage: 'Session storage (this tab)' },
  // The purposes as the consent dialog names them (libs/analytics consent).
  necessary: { id: 'app.storage.category.necessary', defaultMessage: 'Necessary' },
  analytics: { id: 'app.storage.category.analytics', defaultMessage: 'Analytics' },
  marketing: { id: 'app.storage.category.marketing', defaultMessage: 'Marketing' },
  preferences: { id: 'app.storage.category.preferences', defaultMessage: 'Remember what I looked at' },
  site: { id: 'app.storage.setBy.site', defaultMessage: 'This site' },
  google: { id: 'app.storage.setBy.google', defaultMessage: 'Google' },
  days: { id: 'app.storage.lifetime.days', defaultMessage: '{count, plural, one {# day} other {# days}}' },
  months: { id: 'app.storage.lifetime.months', defaultMessage: '{count, plural, one {# month} other {# months}}' },
  years: { id: 'app.storage.lifetime.years', defaultMessage: '{count, plural, one {# year} other {# years}}' },
  upTo: { id: 'app.storage.lifetime.upTo', defaultMessage: 'Up to {duration}' },
  tab: { id: 'app.storage.lifetime.tab', defaultMessage: 'Until you close the tab' },
  untilRemoved: { id: 'app.storage.lifetime.untilRemoved', defaultMessage: 'Until it is emptied, or until you clear this site’s data in your browser' },
  placeholders: {
    id: 'app.storage.table.placeholders',
    defaultMessage: 'A part of a name in braces, such as {example}, stands for what varies: here the code of a country (ae, es…).',
  },
});
