import { css } from '@emotion/react';
import type { City } from '@storefront/api-client';
import { useRegionPath } from '@storefront/regions';
import { colors, space } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import { HrefLink } from '../links/href-link';
import { pillLinkStyles } from '../links/pill-link';
import { aboutMessages as messages } from '../content.messages';

export interface CitiesListProps {
  /** The country's known cities (`/cities`); `undefined` when they did not load. */
  cities: readonly City[] | undefined;
}

const listStyles = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': { ...pillLinkStyles, backgroundColor: colors.surface },
  '@media (hover: hover)': { '& a:hover': { borderColor: colors.borderStrong } },
});

/**
 * SPEC §1 cities list as a page section: every known city of the country, each a link to its city
 * home `/{region_locale}/{city}/` (also reachable from the header's drawer).
 */
export function CitiesList({ cities }: CitiesListProps) {
  const pathTo = useRegionPath();
  if (!cities) {
    return (
      <p role="status">
        <FormattedMessage {...messages.citiesError} />
      </p>
    );
  }
  const active = cities.filter((city) => city.active);
  return (
    <ul css={listStyles} data-testid="cities-list">
      {active.map((city) => (
        <li key={city.id}>
          <HrefLink href={pathTo('', { toCity: city.slug })} data-city={city.slug}>
            {city.name}
          </HrefLink>
        </li>
      ))}
    </ul>
  );
}

