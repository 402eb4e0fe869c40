import { queryErrorStatus } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComparisonSlot } from '../state/comparison.model';
import { comparisonApi } from '../state/comparison.api';
import { loadComparedProduct, type ComparedProductAnswer, type ComparisonThunk } from '../state/comparison.thunks';
import { useComparisonDispatch } from '../state/store-hooks';

/** A compared product as the page knows it: on its way, or the backend's answer. */
export type ComparedProductState = ComparedProductAnswer | { status: 'loading' };

export interface ComparedProducts {
  /** By product id; a slot not asked for yet reads as loading. */
  stateOf(productId: number): ComparedProductState;
  /** Asks again for a product whose answer failed. */
  retry(slot: ComparisonSlot): void;
}

/**
 * Today's price and the page language's characteristics of the compared products shown
 * (`loadComparedProduct`, through the query cache: a product is asked for once per language). A
 * product the region no longer sells leaves the comparison; a failed one keeps its slot with a retry.
 * A shared comparison (`shared`) is only read: its answers never touch the shopper's own comparison.
 */
export function useComparedProducts(
  region: string,
  locale: LocaleCode,
  slots: readonly ComparisonSlot[],
  { shared = false }: { shared?: boolean } = {},
): ComparedProducts {
  const dispatch = useComparisonDispatch();
  const [states, setStates] = useState<ReadonlyMap<string, ComparedProductState>>(new Map());
  const keyOf = useCallback((productId: number) => `${locale}:${productId}`, [locale]);

  const load = useCallback(
    (slot: Pick<ComparisonSlot, 'productId' | 'slug'>) => {
      const key = keyOf(slot.productId);
      const settle = (state: ComparedProductState) => setStates((current) => new Map(current).set(key, state));
      settle({ status: 'loading' });
      void dispatch(shared ? readComparedProduct(region, locale, slot.slug) : loadComparedProduct({ region, locale, slot })).then(settle);
    },
    [dispatch, region, locale, keyOf, shared],
  );

  // Each product once per language (a retry asks again); the effect runs after every change of the
  // slots, and the set keeps it from asking twice.
  const requested = useRef(new Set<string>());
  useEffect(() => {
    for (const slot of slots) {
      const key = keyOf(slot.productId);
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      load(slot);
    }
  }, [slots, load, keyOf]);

  return {
    stateOf: (productId) => states.get(keyOf(productId)) ?? { status: 'loading' },
    retry: load,
  };
}

/** A product of a shared comparison: the backend's answer only, the shopper's own comparison untouched. */
function readComparedProduct(region: string, locale: LocaleCode, slug: string): ComparisonThunk<Promise<ComparedProductAnswer>> {
  return async (dispatch) => {
    const { data, error } = await dispatch(comparisonApi.endpoints.getComparisonProduct.initiate({ region, locale, slug }, { subscribe: false }));
    if (data) return { status: 'loaded', product: data };
    return queryErrorStatus(error) === 404 ? { status: 'gone' } : { status: 'failed' };
  };
}
