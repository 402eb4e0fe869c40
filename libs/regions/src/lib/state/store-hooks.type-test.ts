// Compile-time tests of this lib's store hooks: typecheck runs them, nothing calls them (they are named as
// hooks only for the hooks lint). Each `@ts-expect-error` fails typecheck if the line below it compiles.
import { selectDevice } from '../device/device';
import { regionsApi } from './regions.api';
import { selectSelectedRegionSlug } from './regions.slice';
import { useRegionsSelector } from './store-hooks';

export function useSelectorsOfThisLib(): void {
  useRegionsSelector(selectSelectedRegionSlug);
  useRegionsSelector(selectDevice);
  useRegionsSelector(regionsApi.endpoints.getCities.select({ region: 'ae', locale: 'en' }));
}

export function useSelectorsOfOtherStates(): void {
  // @ts-expect-error the lib does not own the app's shell slice, so it cannot read it.
  useRegionsSelector((state: { shell: { menuOpen: boolean } }) => state.shell.menuOpen);
  // @ts-expect-error a field the regions slice does not have.
  useRegionsSelector((state) => state.regions.selectedCity);
}
