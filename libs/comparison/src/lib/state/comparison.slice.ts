import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductCharacteristic } from '@storefront/api-client';
import {
  findProduct,
  mergedCharacteristics,
  renumbered,
  selectedOf,
  slotCharacteristics,
  slotOf,
  toggleOutcome,
  type ComparableProduct,
  type ComparisonCategoryEntry,
} from './comparison.model';
import { COMPARISON_REDUCER_PATH, EMPTY_COMPARISON, type ComparisonState } from './comparison.selectors';

/**
 * SPEC §4 "Comparison" as a small state machine. The slice is injected by the pages that use it
 * (`rootReducer.inject(comparisonSlice)`); its selectors (comparison.selectors.ts) read an absent
 * slice as empty. Limits are checked here too, so a refused product never gets in whatever dispatches.
 */
export const comparisonSlice = createSlice({
  name: COMPARISON_REDUCER_PATH,
  initialState: EMPTY_COMPARISON,
  reducers: {
    /** The region's saved categories, read from storage (or empty): replaces what the state held. */
    comparisonRestored(state, action: PayloadAction<{ region: string; categories: ComparisonCategoryEntry[] }>) {
      state.region = action.payload.region;
      state.categories = action.payload.categories;
    },
    /**
     * A shopper's "compare": removes a product that is in, else adds it to its category (created
     * and made the only active one if new), unless a limit refuses it (SPEC §5).
     */
    productToggled(state, action: PayloadAction<ComparableProduct>) {
      const product = action.payload;
      const outcome = toggleOutcome(state.categories, product);
      if (outcome === 'removed') removeProduct(state, product.id);
      else if (outcome === 'added') addProduct(state, product);
    },
    /** A compared product's characteristics arrived: kept without empty values, merged into its category. */
    productCharacteristicsLoaded(
      state,
      action: PayloadAction<{ productId: number; characteristics: ProductCharacteristic[] }>,
    ) {
      const found = findProduct(state.categories, action.payload.productId);
      // The shopper may have removed it while its characteristics were on their way.
      if (!found) return;
      const category = state.categories.find((entry) => entry.id === found.category.id);
      const slot = category?.products.find((product) => product.productId === action.payload.productId);
      if (!category || !slot) return;
      slot.characteristics = slotCharacteristics(action.payload.characteristics);
      Object.assign(category, mergedCharacteristics(category.products, category.characteristics));
    },
    /** A product leaves the comparison (its slot's "remove", or the backend no longer sells it); absent, nothing changes. */
    productRemoved(state, action: PayloadAction<number>) {
      removeProduct(state, action.payload);
    },
    /** The shopper chose a category: it becomes the only active one, its products fill the slots. */
    categoryChosen(state, action: PayloadAction<number>) {
      if (!state.categories.some((category) => category.id === action.payload)) return;
      for (const category of state.categories) category.isActive = category.id === action.payload;
    },
    /** A characteristic's checkbox: flips its flag and updates the category's selected list. */
    characteristicToggled(state, action: PayloadAction<{ categoryId: number; group: string; title: string }>) {
      const { categoryId, group, title } = action.payload;
      const category = state.categories.find((entry) => entry.id === categoryId);
      const name = category?.characteristics.find((entry) => entry.title === group)?.names.find((entry) => entry.title === title);
      if (!category || !name) return;
      name.checked = !name.checked;
      category.selectedCharacteristics = selectedOf(category.characteristics);
    },
  },
});

function addProduct(state: ComparisonState, product: ComparableProduct): void {
  const category = state.categories.find((entry) => entry.id === product.category.id);
  if (category) {
    category.products.push(slotOf(product, category.products.length));
    return;
  }
  for (const other of state.categories) other.isActive = false;
  const { id, slug, path, title } = product.category;
  state.categories.push({
    id,
    slug,
    path,
    title,
    products: [slotOf(product, 0)],
    characteristics: [],
    selectedCharacteristics: [],
    isActive: true,
  });
}

/**
 * Removes a product; its category's characteristic list keeps only what the others have. The last
 * product takes its category with it; if that was the active one (or none is active), the first
 * remaining category becomes active; with none left the slots are empty (they are the active
 * category's products).
 */
function removeProduct(state: ComparisonState, productId: number): void {
  const index = state.categories.findIndex((entry) => entry.products.some((product) => product.productId === productId));
  const category = state.categories[index];
  if (!category) return;
  const products = renumbered(category.products.filter((product) => product.productId !== productId));
  if (products.length > 0) {
    category.products = products;
    Object.assign(category, mergedCharacteristics(products, category.characteristics));
    return;
  }
  state.categories.splice(index, 1);
  const first = state.categories[0];
  if (first && !state.categories.some((entry) => entry.isActive)) first.isActive = true;
}

export const {
  comparisonRestored,
  productToggled,
  productRemoved,
  productCharacteristicsLoaded,
  categoryChosen,
  characteristicToggled,
} = comparisonSlice.actions;
