import styled from '@emotion/styled';
import type { CategoryFilters } from '@storefront/api-client';
import { CloseIcon } from '@storefront/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasActiveFilters, withoutFilters, type ProductFilters } from '../filters/product-filters';
import { productListMessages as messages } from './product-list.messages';
import { QueryLink, useListHref } from './query-link';

export interface ActiveFilterChipsProps {
  filters: ProductFilters;
  available: CategoryFilters;
  /** Formats a price in major units of the list's currency. */
  formatPrice: (amount: number) => string;
}

/** The filters in force as removable chips, and "Clear all" (the search text and the sort stay). */
export function ActiveFilterChips({ filters, available, formatPrice }: ActiveFilterChipsProps) {
  const intl = useIntl();
  const listHref = useListHref();
  if (!hasActiveFilters(filters)) return null;
  const chips: { key: string; label: string; without: ProductFilters }[] = [];
  const { price } = filters;
  if (price) {
    const from = price.from === undefined ? undefined : formatPrice(Number(price.from));
    const to = price.to === undefined ? undefined : formatPrice(Number(price.to));
    const label =
      from && to
        ? intl.formatMessage(messages.priceChipRange, { from, to })
        : from
          ? intl.formatMessage(messages.priceChipFrom, { from })
          : intl.formatMessage(messages.priceChipTo, { to: to ?? '' });
    chips.push({ key: 'price', label, without: { ...filters, price: undefined } });
  }
  for (const badge of filters.badges) {
    const label = available.badges.find((option) => option.value === badge)?.label ?? badge;
    chips.push({ key: `badge-${badge}`, label, without: { ...filters, badges: filters.badges.filter((item) => item !== badge) } });
  }
  if (filters.offer) {
    const label = available.offers.find((option) => option.value === filters.offer)?.label ?? filters.offer;
    chips.push({ key: 'offer', label, without: { ...filters, offer: undefined } });
  }
  for (const [key, values] of Object.entries(filters.characteristics)) {
    const characteristic = available.characteristics.find((item) => item.key === key);
    for (const value of values) {
      const option = characteristic?.options.find((item) => item.value === value);
      const rest = values.filter((item) => item !== value);
      const characteristics = { ...filters.characteristics };
      if (rest.length) characteristics[key] = rest;
      else delete characteristics[key];
      chips.push({
        key: `characteristic-${key}-${value}`,
        label: characteristic ? `${characteristic.name}: ${option?.label ?? value}` : value,
        without: { ...filters, characteristics },
      });
    }
  }
  if (filters.inStock) chips.push({ key: 'stock', label: intl.formatMessage(messages.inStock), without: { ...filters, inStock: false } });

  return (
    <Chips aria-label={intl.formatMessage(messages.activeFilters)}>
      <ChipList>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip href={listHref(chip.without)} aria-label={intl.formatMessage(messages.removeFilter, { label: chip.label })}>
              <span>{chip.label}</span>
              <CloseIcon size={16} aria-hidden="true" />
            </Chip>
          </li>
        ))}
        <li>
          <ClearAll href={listHref(withoutFilters(filters))}>
            <FormattedMessage {...messages.clearAll} />
          </ClearAll>
        </li>
      </ChipList>
    </Chips>
  );
}

const Chips = styled.nav``;

const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled(QueryLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.neutral};
    }
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ClearAll = styled(QueryLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
