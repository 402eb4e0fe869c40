import { defineMessages, type NoMessageValues } from 'react-intl';

/** The head's own texts (routes/-shared/page-head.ts); pages bring their names and descriptions. */
export const pageHeadMessages = defineMessages<{
  site: { brand: string; country: string };
  sectionDescription: { page: string; site: string; country: string };
  globalPageDescription: { page: string; site: string };
  cartDescription: { site: string; country: string };
  comparisonDescription: { site: string; country: string };
  accessibilityDescription: { site: string; country: string };
  /** The order page's name (its heading and title). */
  orderTitle: { number: string };
  /** A list's page after the first: "Enduro, page 2". */
  listPage: { title: string; page: string };
  /** The region's home as the first crumb of a page's `BreadcrumbList` (as its breadcrumbs name it). */
  home: NoMessageValues;
}>({
  site: { id: 'app.head.site', defaultMessage: '{brand} {country}' },
  sectionDescription: {
    id: 'app.head.sectionDescription',
    defaultMessage:
      '{page} at {site}: motorcycles, ATVs, outboard motors, generators and garden equipment, with stores and service across {country}.',
  },
  cartDescription: {
    id: 'app.head.cartDescription',
    defaultMessage: 'Your cart at {site}: prices with offers and tax for {country}, delivery or pickup at a store, and a safe checkout.',
  },
  comparisonDescription: {
    id: 'app.head.comparisonDescription',
    defaultMessage:
      'Compare motorcycles, generators, outboard motors and more at {site} side by side: characteristics by group, only the differences if you like, and prices for {country}.',
  },
  accessibilityDescription: {
    id: 'app.head.accessibilityDescription',
    defaultMessage:
      'How accessible {site} is: our target (WCAG 2.2 level AA), how we check it, what does not work well yet and how to tell us about a barrier in {country}.',
  },
  orderTitle: { id: 'app.head.orderTitle', defaultMessage: 'Order {number}' },
  globalPageDescription: {
    id: 'app.head.globalPageDescription',
    defaultMessage: '{page} of {site}: how we serve shoppers in every country where we sell.',
  },
  listPage: { id: 'app.head.listPage', defaultMessage: '{title}, page {page}' },
  home: { id: 'app.head.home', defaultMessage: 'Home' },
});
