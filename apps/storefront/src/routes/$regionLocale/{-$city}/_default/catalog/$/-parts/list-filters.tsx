import { ActiveFilterChips, FilterPanel, type ProductFilters, type ProductListArgs } from '@storefront/catalog';
import type { CategoryFilters } from '@storefront/api-client';
import { formatMoney, formattingLocale } from '@storefront/locales';
import { selectDeviceClass } from '@storefront/regions';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAppSelector } from '../../../../../../../app/store-hooks';

const regionRoute = getRouteApi('/$regionLocale');

/** The filters' form, referenced by the mobile disclosure's summary. */
const FILTERS_ID = 'product-filters';

interface ListFiltersProps {
  /** The filters of the URL. */
  filters: ProductFilters;
  /** What the list can be filtered on (the list's answer), with option counts, currency and precision. */
  available: CategoryFilters;
}

/**
 * The list's filters as a GET form (the URL is the list's only state): beside the list and unfolded on
 * a desktop, folded away on phones and tablets (a drawer once the page runs).
 */
export function ListFilterPanel({ filters, available, listArgs }: ListFiltersProps & { listArgs: ProductListArgs }) {
  const deviceClass = useAppSelector(selectDeviceClass);
  return <FilterPanel id={FILTERS_ID} filters={filters} available={available} listArgs={listArgs} defaultOpen={deviceClass === 'desktop'} />;
}

/** The filters in force as removable chips, their amounts in the list's currency as the country writes them. */
export function ListActiveFilters({ filters, available }: ListFiltersProps) {
  const { regionLocale } = regionRoute.useRouteContext();
  const numberLocale = formattingLocale(regionLocale.locale, regionLocale.region.iso2);
  const { currency, fractionDigits } = available;
  // The chips' amounts are in major units (as the URL writes them); money formats minor units.
  const formatPrice = useCallback(
    (amount: number) => formatMoney(numberLocale, { minor: Math.round(amount * 10 ** fractionDigits), currency, fractionDigits }),
    [numberLocale, currency, fractionDigits],
  );
  return <ActiveFilterChips filters={filters} available={available} formatPrice={formatPrice} />;
}
