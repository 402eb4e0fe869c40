import type { ServerRegion } from '@storefront/api-client';
import { localeConfig, type LocaleCode } from '@storefront/locales';
import { Button, Card, Grid, Heading, Stack, TextField } from '@storefront/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetRegionsQuery } from '../../state/regions.api';
import { regionChosen, selectSelectedRegionSlug } from '../../state/regions.slice';
import { useRegionsDispatch, useRegionsSelector } from '../../state/store-hooks';
import { regionListMessages as messages } from './region-list.messages';

export interface RegionListProps {
  /** Country region code whose backend lists the regions, e.g. `ae`. */
  country: string;
  locale: LocaleCode;
}

/** The regions (provinces, cities) a country's backend serves, with a filter and a choice. */
export function RegionList({ country, locale }: RegionListProps) {
  const intl = useIntl();
  const dispatch = useRegionsDispatch();
  const { data, isError } = useGetRegionsQuery({ region: country, locale });
  const selectedSlug = useRegionsSelector(selectSelectedRegionSlug);
  const [query, setQuery] = useState('');
  const filterInput = useRef<HTMLInputElement>(null);
  // A shopper may type before hydration: React keeps the box's text, so adopt it once mounted.
  useEffect(() => {
    const typed = filterInput.current?.value;
    if (typed) setQuery(typed);
  }, []);

  const regions = useMemo(() => data?.items ?? [], [data]);
  const visible = useMemo(
    () => filterRegions(regions, query, localeConfig(locale).language),
    [regions, query, locale],
  );

  return (
    <Stack as="section" gap={4} aria-labelledby="region-list-title">
      <Heading level={2} id="region-list-title">
        <FormattedMessage {...messages.title} />
      </Heading>
      {isError ? (
        <p role="alert">
          <FormattedMessage {...messages.unavailable} />
        </p>
      ) : (
        <>
          <TextField
            type="search"
            label={intl.formatMessage(messages.filterLabel)}
            hint={intl.formatMessage(messages.filterHint)}
            ref={filterInput}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <p aria-live="polite">
            <FormattedMessage {...messages.count} values={{ count: visible.length }} />
          </p>
          {visible.length === 0 && regions.length > 0 ? (
            <p>
              <FormattedMessage {...messages.empty} values={{ query }} />
            </p>
          ) : null}
          <Grid as="ul" minItemWidth="16rem">
            {visible.map((region) => {
              const chosen = region.slug === selectedSlug;
              return (
                <li key={region.id}>
                  <Card data-region={region.slug} data-chosen={chosen || undefined}>
                    <Stack gap={2}>
                      <Heading level={3}>{region.name}</Heading>
                      <Button
                        variant={chosen ? 'green' : 'outlined'}
                        size="sm"
                        aria-pressed={chosen}
                        onClick={() => dispatch(regionChosen(region.slug))}
                      >
                        {chosen
                          ? intl.formatMessage(messages.chosen)
                          : intl.formatMessage(messages.choose, { name: region.name })}
                      </Button>
                    </Stack>
                  </Card>
                </li>
              );
            })}
          </Grid>
        </>
      )}
    </Stack>
  );
}

export function filterRegions(regions: readonly ServerRegion[], query: string, language: string): ServerRegion[] {
  const needle = query.trim().toLocaleLowerCase(language);
  if (!needle) return [...regions];
  return regions.filter(
    (region) =>
      region.name.toLocaleLowerCase(language).includes(needle) || region.slug.includes(needle),
  );
}
