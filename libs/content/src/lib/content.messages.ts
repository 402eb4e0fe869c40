import { defineMessages, type NoMessageValues } from 'react-intl';

// Every text of the content pages in one module: the loaders, the pages and the parts hydrated later
// all read some, and one shared module is one chunk (not one per page) in every page's preload table.

export const blogMessages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  categories: NoMessageValues;
  allPosts: NoMessageValues;
  readingTime: { minutes: number };
  news: NoMessageValues;
  newsError: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  loadError: NoMessageValues;
  loadErrorText: NoMessageValues;
  retry: NoMessageValues;
  pagination: NoMessageValues;
  previousPage: NoMessageValues;
  nextPage: NoMessageValues;
  pageNumber: { page: string };
  related: NoMessageValues;
  published: { date: string };
  description: { site: string };
  categoryDescription: { category: string; site: string };
}>({
  title: { id: 'content.blog.title', defaultMessage: 'Blog' },
  lead: {
    id: 'content.blog.lead',
    defaultMessage: 'Buying guides, maintenance routines and stories from the road and the water.',
  },
  categories: { id: 'content.blog.categories', defaultMessage: 'Blog categories' },
  allPosts: { id: 'content.blog.allPosts', defaultMessage: 'All posts' },
  readingTime: {
    id: 'content.blog.readingTime',
    defaultMessage: '{minutes, plural, one {# min read} other {# min read}}',
  },
  news: { id: 'content.blog.news', defaultMessage: 'News' },
  newsError: { id: 'content.blog.newsError', defaultMessage: 'The news could not be loaded.' },
  empty: { id: 'content.blog.empty', defaultMessage: 'No posts here yet' },
  emptyText: { id: 'content.blog.emptyText', defaultMessage: 'New posts appear here as soon as they are published. Meanwhile, read the others.' },
  loadError: { id: 'content.blog.loadError', defaultMessage: 'The posts could not be loaded' },
  loadErrorText: { id: 'content.blog.loadErrorText', defaultMessage: 'Something went wrong on our side. Please try again.' },
  retry: { id: 'content.retry', defaultMessage: 'Try again' },
  pagination: { id: 'content.blog.pagination', defaultMessage: 'Pages of posts' },
  previousPage: { id: 'content.blog.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'content.blog.nextPage', defaultMessage: 'Next page' },
  pageNumber: { id: 'content.blog.pageNumber', defaultMessage: 'Page {page}' },
  related: { id: 'content.blog.related', defaultMessage: 'Read next' },
  published: { id: 'content.blog.published', defaultMessage: 'Published {date}' },
  description: {
    id: 'content.blog.description',
    defaultMessage: 'Buying guides, maintenance routines, stories and news from {site}.',
  },
  categoryDescription: { id: 'content.blog.categoryDescription', defaultMessage: '{category}: posts from {site}.' },
});

export const contentBodyMessages = defineMessages<{ otherLanguage: { language: string } }>({
  otherLanguage: {
    id: 'content.body.otherLanguage',
    defaultMessage:
      'This text is not available in your language yet. It is shown in {language, select, en {English} ar {Arabic} ru {Russian} es {Spanish} pt {Portuguese} fr {French} ka {Georgian} uz {Uzbek} other {{language}}}.',
  },
});

export const contentTrailMessages = defineMessages<{ breadcrumb: NoMessageValues; home: NoMessageValues }>({
  breadcrumb: { id: 'content.trail.label', defaultMessage: 'Breadcrumb' },
  home: { id: 'content.trail.home', defaultMessage: 'Home' },
});

export const aboutMessages = defineMessages<{
  title: NoMessageValues;
  description: { site: string };
  pageError: NoMessageValues;
  storesTitle: NoMessageValues;
  storesLead: NoMessageValues;
  regionTabs: NoMessageValues;
  storesIn: { area: string };
  storesEmpty: NoMessageValues;
  storesError: NoMessageValues;
  retry: NoMessageValues;
  showroom: NoMessageValues;
  service: NoMessageValues;
  dealer: NoMessageValues;
  openingHours: NoMessageValues;
  hours: { opens: string; closes: string };
  map: { name: string };
  phone: NoMessageValues;
  citiesTitle: NoMessageValues;
  citiesLead: { country: string };
  citiesError: NoMessageValues;
}>({
  title: { id: 'content.about.title', defaultMessage: 'About us' },
  description: {
    id: 'content.about.description',
    defaultMessage: 'Who we are, what we promise, and where to find our showrooms, service centres and dealers: {site}.',
  },
  pageError: { id: 'content.about.pageError', defaultMessage: 'Our story could not be loaded right now. Our stores are below.' },
  storesTitle: { id: 'content.about.storesTitle', defaultMessage: 'Our stores' },
  storesLead: {
    id: 'content.about.storesLead',
    defaultMessage: 'Showrooms, service centres and dealers. Choose a region to see its stores.',
  },
  regionTabs: { id: 'content.about.regionTabs', defaultMessage: 'Regions' },
  storesIn: { id: 'content.about.storesIn', defaultMessage: 'Stores in {area}' },
  storesEmpty: { id: 'content.about.storesEmpty', defaultMessage: 'There is no store in this region yet. Choose another region.' },
  retry: { id: 'content.retry', defaultMessage: 'Try again' },
  storesError: { id: 'content.about.storesError', defaultMessage: 'The stores could not be loaded' },
  showroom: { id: 'content.about.kind.showroom', defaultMessage: 'Showroom' },
  service: { id: 'content.about.kind.service', defaultMessage: 'Service centre' },
  dealer: { id: 'content.about.kind.dealer', defaultMessage: 'Dealer' },
  openingHours: { id: 'content.about.openingHours', defaultMessage: 'Opening hours' },
  hours: { id: 'content.about.hours', defaultMessage: '{opens}–{closes}' },
  map: { id: 'content.about.map', defaultMessage: 'Show {name} on a map' },
  phone: { id: 'content.about.phone', defaultMessage: 'Phone' },
  citiesTitle: { id: 'content.about.citiesTitle', defaultMessage: 'Cities we serve' },
  citiesLead: {
    id: 'content.about.citiesLead',
    defaultMessage: 'Choose your city for its stores, delivery and prices across {country}.',
  },
  citiesError: { id: 'content.about.citiesError', defaultMessage: 'The list of cities could not be loaded.' },
});

export const supportMessages = defineMessages<{
  title: NoMessageValues;
  description: { site: string };
  searchLabel: NoMessageValues;
  searchSubmit: NoMessageValues;
  searchTitle: { query: string };
  results: { count: number; query: string };
  noResults: { query: string };
  noResultsText: NoMessageValues;
  unsearchable: NoMessageValues;
  searchError: NoMessageValues;
  searching: NoMessageValues;
  suggestions: NoMessageValues;
  allResults: { query: string };
  contacts: NoMessageValues;
  phone: NoMessageValues;
  email: NoMessageValues;
  whatsapp: NoMessageValues;
  hours: { opens: string; closes: string };
  popular: NoMessageValues;
  sections: NoMessageValues;
  articles: { count: number };
  updated: { date: Date };
  related: NoMessageValues;
  helpful: NoMessageValues;
  yes: NoMessageValues;
  no: NoMessageValues;
  thanks: NoMessageValues;
  thanksNo: NoMessageValues;
  loadError: NoMessageValues;
  loadErrorText: NoMessageValues;
  retry: NoMessageValues;
  callbackTitle: NoMessageValues;
  callbackText: NoMessageValues;
}>({
  title: { id: 'content.support.title', defaultMessage: 'Support centre' },
  description: {
    id: 'content.support.description',
    defaultMessage: 'Answers about orders, payment, warranty and service at {site}, and how to reach us.',
  },
  searchLabel: { id: 'content.support.searchLabel', defaultMessage: 'Search the support centre' },
  searchSubmit: { id: 'content.support.searchSubmit', defaultMessage: 'Search' },
  searchTitle: { id: 'content.support.searchTitle', defaultMessage: 'Search: {query}' },
  results: {
    id: 'content.support.results',
    defaultMessage: '{count, plural, one {# answer} other {# answers}} for “{query}”',
  },
  noResults: { id: 'content.support.noResults', defaultMessage: 'No answers for “{query}”' },
  noResultsText: { id: 'content.support.noResultsText', defaultMessage: 'Try other words, browse the topics below or contact us.' },
  unsearchable: { id: 'content.support.unsearchable', defaultMessage: 'Type a word or a number to search.' },
  searchError: { id: 'content.support.searchError', defaultMessage: 'The search is not available right now.' },
  searching: { id: 'content.support.searching', defaultMessage: 'Searching…' },
  suggestions: { id: 'content.support.suggestions', defaultMessage: 'Suggested answers' },
  allResults: { id: 'content.support.allResults', defaultMessage: 'All answers for “{query}”' },
  contacts: { id: 'content.support.contacts', defaultMessage: 'Contact us' },
  phone: { id: 'content.support.phone', defaultMessage: 'Phone' },
  email: { id: 'content.support.email', defaultMessage: 'E-mail' },
  whatsapp: { id: 'content.support.whatsapp', defaultMessage: 'WhatsApp' },
  hours: { id: 'content.support.hours', defaultMessage: 'Every day {opens}–{closes}' },
  popular: { id: 'content.support.popular', defaultMessage: 'Popular questions' },
  sections: { id: 'content.support.sections', defaultMessage: 'Topics' },
  articles: { id: 'content.support.articles', defaultMessage: '{count, plural, one {# article} other {# articles}}' },
  updated: { id: 'content.support.updated', defaultMessage: 'Updated {date, date, long}' },
  related: { id: 'content.support.related', defaultMessage: 'Related questions' },
  helpful: { id: 'content.support.helpful', defaultMessage: 'Was this helpful?' },
  yes: { id: 'content.support.yes', defaultMessage: 'Yes' },
  no: { id: 'content.support.no', defaultMessage: 'No' },
  thanks: { id: 'content.support.thanks', defaultMessage: 'Thank you for your answer.' },
  thanksNo: { id: 'content.support.thanksNo', defaultMessage: 'Thank you. If you still need help, our contacts are on this page.' },
  loadError: { id: 'content.support.loadError', defaultMessage: 'The support centre could not be loaded' },
  loadErrorText: { id: 'content.support.loadErrorText', defaultMessage: 'Please try again in a moment, or call us.' },
  retry: { id: 'content.retry', defaultMessage: 'Try again' },
  callbackTitle: { id: 'content.support.callbackTitle', defaultMessage: 'Prefer to talk?' },
  callbackText: { id: 'content.support.callbackText', defaultMessage: 'Leave your number and we will call you back.' },
});
