import { createDataLayer, toAnalyticsItem, type AnalyticsItem, type AnalyticsItemList } from '@storefront/analytics';
import { priceNow, type ProductSummary } from '@storefront/api-client';
import { useEffect } from 'react';

/** GA4 through Tag Manager's dataLayer: nothing on the server, never throws in the browser. */
const dataLayer = createDataLayer();

/** The list instant search's suggestions make (`select_item` of a suggestion). */
export const SEARCH_SUGGESTIONS_LIST: AnalyticsItemList = { id: 'search_suggestions', name: 'Search suggestions' };

/** A product of a list as a GA4 item (SPEC §3): its price as shown (an offer's), in major units, its category, the list it is in. */
function listItem(product: ProductSummary, list: AnalyticsItemList, index?: number): AnalyticsItem {
  const item = toAnalyticsItem(
    {
      product: {
        id: product.id,
        title: product.name,
        price: priceNow(product).price / 10 ** product.fractionDigits,
        categories: [product.category.title],
        characteristics: [{ name: 'Colour', value: product.colour.label }],
      },
    },
    list,
  );
  return index === undefined ? item : { ...item, index };
}

/**
 * `view_item_list` once per list and page shown (the same products again, after a re-render or a
 * hydration, send nothing new).
 */
export function useViewItemList(products: readonly ProductSummary[], list: AnalyticsItemList | undefined) {
  const key = list ? `${list.id ?? ''}|${products.map((product) => product.id).join(',')}` : '';
  useEffect(() => {
    if (!list || products.length === 0) return;
    dataLayer.track({
      name: 'view_item_list',
      item_list_id: list.id,
      item_list_name: list.name,
      items: products.map((product, index) => listItem(product, list, index)),
    });
    // The key names the list and its products: a new array of the same products is the same view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** `select_item`: a product of a list was chosen (its link followed). */
export function trackSelectItem(product: ProductSummary, list: AnalyticsItemList, index?: number) {
  dataLayer.track({ name: 'select_item', item_list_id: list.id, item_list_name: list.name, items: [listItem(product, list, index)] });
}

/** GA4 `search`, once per text a results page shows. */
export function useSearchEvent(term: string | undefined) {
  useEffect(() => {
    if (term) dataLayer.track({ name: 'search', search_term: term });
  }, [term]);
}
