import { defineMessages, type NoMessageValues } from 'react-intl';

/** The offers page's name and description, which its head needs too (a module of their own: see `listNameMessages`). */
export const offersPageMessages = defineMessages<{ title: NoMessageValues; intro: NoMessageValues }>({
  title: { id: 'catalog.offers.title', defaultMessage: 'Offers' },
  intro: {
    id: 'catalog.offers.intro',
    defaultMessage: 'Discounts running now. Each offer lists the products it applies to, priced with the discount taken off.',
  },
});
