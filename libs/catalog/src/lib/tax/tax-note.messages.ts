import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * What the prices of a region contain (docs/adr/0265-tax-in-prices.md). Each language names the tax
 * its shoppers know (VAT, IVA, НДС, TVA, დღგ, QQS; in Portuguese "impostos", Brazil's ICMS being one
 * of several taxes in a price): a region's `/init/shop` name is the receipt's, not the page's language.
 */
export const taxNoteMessages = defineMessages<{
  /** Beside a price that includes the tax. */
  included: NoMessageValues;
  /** Beside a price without the tax (a backend that serves them so): the cart adds it. */
  excluded: NoMessageValues;
  /** The footer's statement for every price of the region's pages. */
  allIncluded: NoMessageValues;
  allExcluded: NoMessageValues;
}>({
  included: { id: 'catalog.tax.included', defaultMessage: 'incl. VAT' },
  excluded: { id: 'catalog.tax.excluded', defaultMessage: 'excl. VAT' },
  allIncluded: { id: 'catalog.tax.allIncluded', defaultMessage: 'All prices include VAT.' },
  allExcluded: { id: 'catalog.tax.allExcluded', defaultMessage: 'Prices exclude VAT: it is added in the cart.' },
});
