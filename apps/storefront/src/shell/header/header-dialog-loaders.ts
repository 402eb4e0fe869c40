import { lazyComponent } from '../../app/lazy-component';
import type { CityDialogProps, CountryDialogProps, HeaderDialogProps } from './header-dialog-props';

// Each dialog is its own chunk: Radix Dialog, its focus scope and scroll lock are fetched with the
// first of them a shopper reaches for, never with the page. Their openers (the utility bar, the header
// actions, the mobile menu's drawer) import these handles; the slots that mount them are in
// header-dialogs.tsx.
export const countryDialog = lazyComponent<CountryDialogProps>(() =>
  import('./country-switcher').then((module) => module.CountrySwitcher),
);
export const cityDialog = lazyComponent<CityDialogProps>(() =>
  import('./locality-drawer').then((module) => module.LocalityDrawer),
);
export const searchDialog = lazyComponent<HeaderDialogProps>(() =>
  import('./search-dialog').then((module) => module.SearchDialog),
);
