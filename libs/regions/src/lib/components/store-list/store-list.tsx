import { skipToken } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import { Card, Grid, Heading, Stack } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import { useGetRegionsQuery, useGetStoresQuery } from '../../state/regions.api';
import { selectSelectedRegionSlug } from '../../state/regions.slice';
import { useRegionsSelector } from '../../state/store-hooks';
import { storeListMessages as messages } from './store-list.messages';

export interface StoreListProps {
  /** Country region code whose backend lists the stores, e.g. `ae`. */
  country: string;
  locale: LocaleCode;
}

/**
 * The stores of the shopper's chosen region (SPEC §4: shops reload for the chosen region). Only
 * stores of an active region are listed; the query is keyed by country, locale and region.
 */
export function StoreList({ country, locale }: StoreListProps) {
  const selectedSlug = useRegionsSelector(selectSelectedRegionSlug);
  const { data: regions } = useGetRegionsQuery({ region: country, locale });
  // The chosen region's stores only: while another region's load, not the last region's.
  const { currentData: data, isError } = useGetStoresQuery(selectedSlug ? { region: country, locale, regionSlug: selectedSlug } : skipToken);
  const chosen = regions?.items.find((region) => region.slug === selectedSlug);
  if (!chosen) return null;
  const stores = (data?.items ?? []).filter((store) => store.active && store.region.active);

  return (
    <Stack as="section" gap={4} aria-labelledby="store-list-title" data-testid="store-list" data-region={chosen.slug}>
      <Heading level={2} id="store-list-title">
        <FormattedMessage {...messages.title} values={{ name: chosen.name }} />
      </Heading>
      {isError ? (
        <p role="alert">
          <FormattedMessage {...messages.unavailable} />
        </p>
      ) : data && stores.length === 0 ? (
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
      ) : (
        <Grid as="ul" minItemWidth="18rem">
          {stores.map((store) => {
            const hours = store.openingHours[0];
            return (
              <li key={store.uuid}>
                <Card data-store={store.uuid}>
                  <Stack gap={2}>
                    <Heading level={3}>{store.name}</Heading>
                    <span>
                      <FormattedMessage {...messages[store.kind]} />
                    </span>
                    <address>
                      <Stack gap={1}>
                        <span>{store.address}</span>
                        <a href={`tel:${store.phone}`} dir="ltr">
                          {store.phone}
                        </a>
                        <a href={`mailto:${store.email}`}>{store.email}</a>
                        {hours ? (
                          <span>
                            <FormattedMessage {...messages.hours} values={{ opens: hours.opens, closes: hours.closes }} />
                          </span>
                        ) : null}
                      </Stack>
                    </address>
                  </Stack>
                </Card>
              </li>
            );
          })}
        </Grid>
      )}
    </Stack>
  );
}
