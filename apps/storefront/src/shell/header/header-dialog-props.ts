import type { LocaleCode } from '@storefront/locales';
import type { RegionConfig } from '@storefront/regions';
import type { CategoryLink, SaleLink } from './header-links';

// The header dialogs' props, apart from the modules that load them (header-dialog-loaders.ts,
// header-dialogs.tsx): a dialog imports its props from here, so no import runs back to its loader.

/** What every lazily loaded header dialog takes: the shell's state, and how to leave it. */
export interface HeaderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface CountryDialogProps extends HeaderDialogProps {
  region: RegionConfig;
  locale: LocaleCode;
}

export type CityDialogProps = CountryDialogProps;

export interface MobileMenuDrawerProps extends HeaderDialogProps {
  region: RegionConfig;
  countryName: string;
  cityName: string | undefined;
  categories: readonly CategoryLink[];
  sales: readonly SaleLink[];
}
