import { defineMessages, type NoMessageValues } from 'react-intl';

/** The comparison page's texts (its view, slots and table), loaded with the view's chunk. */
export const comparisonViewMessages = defineMessages<{
  /** The page's heading. */
  title: NoMessageValues;
  /** For screen readers while the saved comparison is read. */
  restoring: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyText: { limit: number; categories: number };
  emptyAction: NoMessageValues;
  /** The accessible name of the category tabs. */
  categoriesLabel: NoMessageValues;
  /** A category tab: its title and how many of its products are compared. */
  categoryTab: { category: string; count: number };
  /** The table's caption (visually hidden). */
  tableCaption: { category: string };
  /** The top-left header cell (visually hidden). */
  characteristicColumn: NoMessageValues;
  onlyDifferences: NoMessageValues;
  onlyDifferencesHint: NoMessageValues;
  /** The checkbox of a row: marks a characteristic as one the shopper cares about. */
  markRow: { characteristic: string };
  markedHint: NoMessageValues;
  /** A value a product does not have. */
  noValue: NoMessageValues;
  /** An item of a list value ("Keys: 2"). */
  listItem: { name: string; value: string };
  /** No rows to show with "only differences" on. */
  noDifferences: NoMessageValues;
  /** While the characteristics are on their way. */
  characteristicsLoading: NoMessageValues;
  remove: { product: string };
  removeVisible: NoMessageValues;
  /** A slot whose product could not be loaded. */
  productFailed: NoMessageValues;
  retry: NoMessageValues;
  oldPrice: NoMessageValues;
  currentPrice: NoMessageValues;
  outOfStock: NoMessageValues;
  /** An empty slot's heading. */
  emptySlotTitle: { category: string };
  /** An empty slot's suggestion: adds the product. */
  addSuggestion: { product: string };
  addSuggestionVisible: NoMessageValues;
  /** An empty slot, when every product of the category is already compared, or none could be listed. */
  browseCategory: { category: string };
  suggestionsLoading: NoMessageValues;
  /** A second or third empty slot (the first one offers products). */
  freeSlot: NoMessageValues;
  print: NoMessageValues;
}>({
  title: { id: 'comparison.view.title', defaultMessage: 'Product comparison' },
  restoring: { id: 'comparison.view.restoring', defaultMessage: 'Loading your comparison…' },
  emptyTitle: { id: 'comparison.view.emptyTitle', defaultMessage: 'Nothing to compare yet' },
  emptyText: {
    id: 'comparison.view.emptyText',
    defaultMessage:
      'Press “Add to comparison” on a product to see it here side by side with others of its kind: up to {limit} products in each of {categories} categories.',
  },
  emptyAction: { id: 'comparison.view.emptyAction', defaultMessage: 'Browse the catalogue' },
  categoriesLabel: { id: 'comparison.view.categoriesLabel', defaultMessage: 'Compared categories' },
  categoryTab: { id: 'comparison.view.categoryTab', defaultMessage: '{category} ({count, number})' },
  tableCaption: { id: 'comparison.view.tableCaption', defaultMessage: 'Comparison of {category}' },
  characteristicColumn: { id: 'comparison.view.characteristicColumn', defaultMessage: 'Characteristic' },
  onlyDifferences: { id: 'comparison.view.onlyDifferences', defaultMessage: 'Show only differences' },
  onlyDifferencesHint: {
    id: 'comparison.view.onlyDifferencesHint',
    defaultMessage: 'Hides the characteristics that are the same for every product.',
  },
  markRow: { id: 'comparison.view.markRow', defaultMessage: 'Mark {characteristic}' },
  markedHint: {
    id: 'comparison.view.markedHint',
    defaultMessage: 'Tick the characteristics that matter to you: they stay highlighted, also in print.',
  },
  noValue: { id: 'comparison.view.noValue', defaultMessage: 'Not specified' },
  listItem: { id: 'comparison.view.listItem', defaultMessage: '{name}: {value}' },
  noDifferences: {
    id: 'comparison.view.noDifferences',
    defaultMessage: 'These products do not differ in any characteristic we know of.',
  },
  characteristicsLoading: { id: 'comparison.view.characteristicsLoading', defaultMessage: 'Loading the characteristics…' },
  remove: { id: 'comparison.view.remove', defaultMessage: 'Remove {product} from the comparison' },
  removeVisible: { id: 'comparison.view.removeVisible', defaultMessage: 'Remove' },
  productFailed: {
    id: 'comparison.view.productFailed',
    defaultMessage: 'The price and characteristics of this product could not be loaded.',
  },
  retry: { id: 'comparison.view.retry', defaultMessage: 'Try again' },
  oldPrice: { id: 'comparison.view.oldPrice', defaultMessage: 'Old price' },
  currentPrice: { id: 'comparison.view.currentPrice', defaultMessage: 'Now' },
  outOfStock: { id: 'comparison.view.outOfStock', defaultMessage: 'Out of stock' },
  emptySlotTitle: { id: 'comparison.view.emptySlotTitle', defaultMessage: 'Add a product from {category}' },
  freeSlot: { id: 'comparison.view.freeSlot', defaultMessage: 'Free slot' },
  addSuggestion: { id: 'comparison.view.addSuggestion', defaultMessage: 'Add {product} to the comparison' },
  addSuggestionVisible: { id: 'comparison.view.addSuggestionVisible', defaultMessage: 'Add' },
  browseCategory: { id: 'comparison.view.browseCategory', defaultMessage: 'See all in {category}' },
  suggestionsLoading: { id: 'comparison.view.suggestionsLoading', defaultMessage: 'Loading suggestions…' },
  print: { id: 'comparison.view.print', defaultMessage: 'Print' },
});
