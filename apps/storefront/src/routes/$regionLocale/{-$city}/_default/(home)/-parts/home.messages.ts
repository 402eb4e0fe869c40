import { defineMessages, type NoMessageValues } from 'react-intl';

export const homeMessages = defineMessages<{
  categories: NoMessageValues;
  productCount: { count: number };
  promos: NoMessageValues;
  offers: NoMessageValues;
  allOffers: NoMessageValues;
  newProducts: NoMessageValues;
  allNew: NoMessageValues;
  posts: NoMessageValues;
  allPosts: NoMessageValues;
}>({
  categories: { id: 'home.categories.title', defaultMessage: 'Shop by category' },
  productCount: {
    id: 'home.categories.count',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  },
  promos: { id: 'home.promos.title', defaultMessage: 'More to explore' },
  offers: { id: 'home.offers.title', defaultMessage: 'Featured offers' },
  allOffers: { id: 'home.offers.all', defaultMessage: 'All offers' },
  newProducts: { id: 'home.newProducts.title', defaultMessage: 'New arrivals' },
  allNew: { id: 'home.newProducts.all', defaultMessage: 'All new arrivals' },
  posts: { id: 'home.posts.title', defaultMessage: 'From the blog' },
  allPosts: { id: 'home.posts.all', defaultMessage: 'All posts' },
});
