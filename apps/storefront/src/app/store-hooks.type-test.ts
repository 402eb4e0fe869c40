// Compile-time tests of the store hooks: typecheck runs them, nothing calls them (they are named as
// hooks only for the hooks lint). Each `@ts-expect-error` fails typecheck if the line below it compiles.
import type { RegionsDispatch, RegionsStoreState } from '@storefront/regions';
import { selectDeviceClass, selectSelectedRegionSlug } from '@storefront/regions';
import type { AppDispatch, AppState } from './app-store';
import { useAppSelector } from './store-hooks';

export function useSelectorsOfTheStore(): void {
  useAppSelector(selectSelectedRegionSlug);
  useAppSelector(selectDeviceClass);
  useAppSelector((state) => state.shell);
}

export function useSelectorsOfOtherStates(): void {
  // @ts-expect-error the store has no cart slice (yet): a selector of it is a type error, not undefined.
  useAppSelector((state: { cart: { lines: string[] } }) => state.cart.lines);
  // @ts-expect-error a field the regions slice does not have.
  useAppSelector((state) => state.regions.selectedCity);
}

// The libs' hooks assume the app's store holds their parts of the state, and dispatches as they do.
type Holds<Whole, Part> = Whole extends Part ? true : false;
export const storeHoldsTheRegionsState: Holds<AppState, RegionsStoreState> = true;
export const dispatchServesTheRegionsLib: Holds<AppDispatch, RegionsDispatch> = true;
