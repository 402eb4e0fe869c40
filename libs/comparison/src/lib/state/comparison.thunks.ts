// What a shopper does with the comparison, saved as it happens (SPEC §4): each thunk changes the state
// through the slice's events and writes the region's copy to local storage.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { createDataLayer, toAnalyticsItem } from '@storefront/analytics';
import { queryErrorStatus, type ApiExtra, type BaseApiHost, type ComparisonProduct, type ProductCharacteristic } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import {
  findProduct,
  slotCharacteristics,
  toggleOutcome,
  type ComparableProduct,
  type ComparisonSlot,
  type ComparisonToggleOutcome,
} from './comparison.model';
import { browserStorage, loadComparison, saveComparison } from './comparison.persistence';
import { comparisonApi, type ComparisonProductArgs } from './comparison.api';
import { selectComparison, selectComparisonRegion, type ComparisonStoreState } from './comparison.selectors';
import {
  categoryChosen,
  characteristicToggled,
  comparisonRestored,
  productCharacteristicsLoaded,
  productRemoved,
  productToggled,
} from './comparison.slice';

/** GA4 through Tag Manager's dataLayer (docs/adr/0075-comparison-events-as-custom-ga4-events.md): never throws. */
const dataLayer = createDataLayer();

function track(name: 'add_to_compare' | 'remove_from_compare', product: { id: number; title: string; category?: string }): void {
  dataLayer.track({ name, items: [toAnalyticsItem({ product: { id: product.id, title: product.title, categories: product.category ? [product.category] : [] } })] });
}

/** A compared product's answer: the cached one, else fetched once (not kept by a subscription). */
const comparisonProduct = (args: ComparisonProductArgs) => comparisonApi.endpoints.getComparisonProduct.initiate(args, { subscribe: false });

/** The store a comparison thunk runs in: its own part and RTK Query's, which its endpoint fills. */
export type ComparisonThunkState = ComparisonStoreState & BaseApiHost;
export type ComparisonThunk<Result> = ThunkAction<Result, ComparisonThunkState, ApiExtra, UnknownAction>;

/**
 * Reads the region's saved comparison into the state (SPEC §4: at start, after every navigation,
 * when another tab saved). An unchanged copy dispatches nothing.
 */
export function restoreComparison(region: string, storage: Storage | undefined = browserStorage()): ComparisonThunk<void> {
  return (dispatch, getState) => {
    const categories = loadComparison(region, storage);
    const current = selectComparison(getState());
    if (current.region === region && JSON.stringify(current.categories) === JSON.stringify(categories)) return;
    dispatch(comparisonRestored({ region, categories }));
    warnIfNotInjected(getState());
  };
}

/** What `toggleComparison` did; `characteristics` settles once an added product's characteristics are in. */
export interface ComparisonToggleResult {
  outcome: ComparisonToggleOutcome;
  characteristics: Promise<void>;
}

export interface ToggleComparisonInput {
  product: ComparableProduct;
  /** The region code (`ae`): whose saved comparison it is and whose backend answers. */
  region: string;
  /** The language the characteristics are fetched in. */
  locale: LocaleCode;
}

/**
 * "Compare" on a product (SPEC §4, §5): removes it if compared, else adds it unless a limit refuses
 * it (the outcome says which, for the shopper's message), then fetches its characteristics
 * (`GET /comparison/products/{slug}`) into its category. A failed fetch leaves them empty.
 */
export function toggleComparison(
  { product, region, locale }: ToggleComparisonInput,
  storage: Storage | undefined = browserStorage(),
): ComparisonThunk<ComparisonToggleResult> {
  return (dispatch, getState) => {
    if (selectComparisonRegion(getState()) !== region) dispatch(restoreComparison(region, storage));
    const outcome = toggleOutcome(selectComparison(getState()).categories, product);
    if (outcome === 'tooManyCategories' || outcome === 'tooManyProducts') return { outcome, characteristics: Promise.resolve() };
    const { id, slug, name, image, category } = product;
    dispatch(productToggled({ id, slug, name, image, category }));
    save(getState(), region, storage);
    track(outcome === 'added' ? 'add_to_compare' : 'remove_from_compare', { id, title: name, category: category.title });
    if (outcome === 'removed') return { outcome, characteristics: Promise.resolve() };
    const characteristics = dispatch(comparisonProduct({ region, locale, slug })).then(({ data, error }) => {
      if (data) dispatch(storeCharacteristics(region, id, data.characteristics, storage));
      else console.warn(`The characteristics of ${slug} could not be loaded`, error);
    });
    return { outcome, characteristics };
  };
}

/**
 * "Save to my comparison" on a shared comparison (docs/adr/0282-comparison-share-link.md): adds its
 * products to the shopper's own in order, merging, never replacing; one already compared stays (a
 * toggle would remove it), one the limits refuse (SPEC §5) is counted.
 */
export function mergeSharedComparison(
  { products, region, locale }: { products: readonly ComparableProduct[]; region: string; locale: LocaleCode },
  storage: Storage | undefined = browserStorage(),
): ComparisonThunk<{ added: number; refused: number }> {
  return (dispatch, getState) => {
    if (selectComparisonRegion(getState()) !== region) dispatch(restoreComparison(region, storage));
    let added = 0;
    let refused = 0;
    for (const product of products) {
      if (findProduct(selectComparison(getState()).categories, product.id)) continue;
      const { outcome } = dispatch(toggleComparison({ product, region, locale }, storage));
      if (outcome === 'added') added += 1;
      else refused += 1;
    }
    return { added, refused };
  };
}

/** The shopper removed a compared product (its slot's "remove"). */
export function removeFromComparison(region: string, productId: number, storage: Storage | undefined = browserStorage()): ComparisonThunk<void> {
  return (dispatch, getState) => {
    const found = findProduct(selectComparison(getState()).categories, productId);
    if (!found) return;
    dispatch(productRemoved(productId));
    save(getState(), region, storage);
    track('remove_from_compare', { id: productId, title: found.slot.title, category: found.category.title });
  };
}

/** A compared product's characteristics into its slot and category, saved; unchanged ones dispatch nothing. */
function storeCharacteristics(
  region: string,
  productId: number,
  characteristics: ProductCharacteristic[],
  storage: Storage | undefined,
): ComparisonThunk<void> {
  return (dispatch, getState) => {
    const found = findProduct(selectComparison(getState()).categories, productId);
    // Gone while the answer was on its way, or the same as stored (the page shows what it keeps).
    if (!found || JSON.stringify(found.slot.characteristics) === JSON.stringify(slotCharacteristics(characteristics))) return;
    dispatch(productCharacteristicsLoaded({ productId, characteristics }));
    save(getState(), region, storage);
  };
}

/** What the comparison page learnt of a compared product from the backend. */
export type ComparedProductAnswer =
  | { status: 'loaded'; product: ComparisonProduct }
  /** The region no longer sells it (404): it has left the comparison. */
  | { status: 'gone' }
  /** No answer (5xx, offline): the slot keeps the product and offers a retry. */
  | { status: 'failed' };

/**
 * A compared product as the page shows it, in the page's language and with today's price
 * (`GET /comparison/products/{slug}`): its characteristics replace the stored ones when they differ
 * (another language, or an earlier fetch that failed); a product the backend no longer has (404) is
 * dropped with a log line.
 */
export function loadComparedProduct(
  { region, locale, slot }: { region: string; locale: LocaleCode; slot: Pick<ComparisonSlot, 'productId' | 'slug'> },
  storage: Storage | undefined = browserStorage(),
): ComparisonThunk<Promise<ComparedProductAnswer>> {
  return async (dispatch, getState) => {
    const { data, error } = await dispatch(comparisonProduct({ region, locale, slug: slot.slug }));
    if (data) {
      dispatch(storeCharacteristics(region, slot.productId, data.characteristics, storage));
      return { status: 'loaded', product: data };
    }
    if (queryErrorStatus(error) === 404) {
      console.warn(`The compared product ${slot.slug} is no longer sold in ${region}; it leaves the comparison`);
      dispatch(productRemoved(slot.productId));
      save(getState(), region, storage);
      return { status: 'gone' };
    }
    console.warn(`The compared product ${slot.slug} could not be loaded`, error);
    return { status: 'failed' };
  };
}

/** The shopper chose a category of the comparison (its products fill the slots). */
export function chooseComparisonCategory(
  region: string,
  categoryId: number,
  storage: Storage | undefined = browserStorage(),
): ComparisonThunk<void> {
  return (dispatch, getState) => {
    dispatch(categoryChosen(categoryId));
    save(getState(), region, storage);
  };
}

/** The shopper ticked or unticked a characteristic of a category. */
export function toggleComparisonCharacteristic(
  region: string,
  characteristic: { categoryId: number; group: string; title: string },
  storage: Storage | undefined = browserStorage(),
): ComparisonThunk<void> {
  return (dispatch, getState) => {
    dispatch(characteristicToggled(characteristic));
    save(getState(), region, storage);
  };
}

function save(state: ComparisonThunkState, region: string, storage: Storage | undefined): void {
  const comparison = selectComparison(state);
  // Only the region the state holds: never another region's comparison under this region's key.
  if (comparison.region === region) saveComparison(region, comparison.categories, storage);
}

let warned = false;
/** A page that dispatches without injecting the slice changes nothing: say so once, in the console. */
function warnIfNotInjected(state: ComparisonStoreState): void {
  if (state.comparison !== undefined || warned) return;
  warned = true;
  console.error('The comparison slice is not in the store: inject it first (rootReducer.inject(comparisonSlice))');
}
