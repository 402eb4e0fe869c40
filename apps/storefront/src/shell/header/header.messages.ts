import { defineMessages, type NoMessageValues } from 'react-intl';

// Argument names avoid the SPEC §3 text placeholders (`city`, `region`, …): the catalogue has
// those written in already, so a `{city}` here would never show the value passed.
export const headerMessages = defineMessages<{
  home: { brand: string };
  nav: NoMessageValues;
  menu: NoMessageValues;
  close: NoMessageValues;
  search: NoMessageValues;
  cart: { count: number };
  comparison: { count: number };
  comparisonShort: NoMessageValues;
  sale: NoMessageValues;
  saleCount: { count: number };
  allOffers: NoMessageValues;
  country: NoMessageValues;
  countryButton: { countryName: string };
  countryTitle: NoMessageValues;
  countryDescription: NoMessageValues;
  city: NoMessageValues;
  cityButton: { cityName: string };
  cityChoose: NoMessageValues;
  cityTitle: NoMessageValues;
  cityDescription: NoMessageValues;
  cityEmpty: NoMessageValues;
  settings: NoMessageValues;
  categoryMenu: { category: string };
  categoryAll: { category: string };
  menuBack: NoMessageValues;
}>({
  home: { id: 'shell.header.home', defaultMessage: '{brand}, home page' },
  nav: { id: 'shell.header.nav', defaultMessage: 'Main navigation' },
  menu: { id: 'shell.header.menu', defaultMessage: 'Main menu' },
  close: { id: 'shell.header.close', defaultMessage: 'Close' },
  search: { id: 'shell.header.search', defaultMessage: 'Search' },
  cart: {
    id: 'shell.header.cart',
    defaultMessage: '{count, plural, =0 {Cart (empty)} one {Cart (# item)} other {Cart (# items)}}',
  },
  comparison: {
    id: 'shell.header.comparison',
    defaultMessage:
      '{count, plural, =0 {Comparison (empty)} one {Comparison (# product)} other {Comparison (# products)}}',
  },
  comparisonShort: { id: 'shell.header.comparison.short', defaultMessage: 'Compare' },
  sale: { id: 'shell.header.sale', defaultMessage: 'Sale' },
  saleCount: {
    id: 'shell.header.sale.count',
    defaultMessage: '{count, plural, one {# offer} other {# offers}}',
  },
  allOffers: { id: 'shell.header.sale.all', defaultMessage: 'All offers' },
  country: { id: 'shell.header.country', defaultMessage: 'Country' },
  countryButton: { id: 'shell.header.country.button', defaultMessage: '{countryName}: change country or language' },
  countryTitle: { id: 'shell.header.country.title', defaultMessage: 'Choose your country and language' },
  countryDescription: {
    id: 'shell.header.country.description',
    defaultMessage: 'Prices, stores and delivery depend on the country.',
  },
  city: { id: 'shell.header.city', defaultMessage: 'City' },
  cityButton: { id: 'shell.header.city.button', defaultMessage: '{cityName}: change city' },
  cityChoose: { id: 'shell.header.city.choose', defaultMessage: 'Choose your city' },
  cityTitle: { id: 'shell.header.city.title', defaultMessage: 'Your city' },
  cityDescription: {
    id: 'shell.header.city.description',
    defaultMessage: 'We show the stores, delivery and prices for your city.',
  },
  cityEmpty: { id: 'shell.header.city.empty', defaultMessage: 'The list of cities is unavailable right now.' },
  settings: { id: 'shell.header.settings', defaultMessage: 'Country, city and language' },
  categoryMenu: { id: 'shell.header.category.menu', defaultMessage: '{category}: sub-categories' },
  categoryAll: { id: 'shell.header.category.all', defaultMessage: 'All {category}' },
  menuBack: { id: 'shell.header.menu.back', defaultMessage: 'Back' },
});
