import { SUPPORT_SUGGESTIONS, SupportSearchBox, serviceSearchQuery } from '@storefront/content';
import { useRegionPath } from '@storefront/regions';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

const regionRoute = getRouteApi('/$regionLocale');

/**
 * The support centre's search box (a `GET` form to `/support/`), its suggestions asked of the backend
 * through the page's query client as the shopper types (once per text, kept a minute).
 */
export function SupportSearch({ query, label }: { query?: string; label: string | undefined }) {
  const { api, queryClient, regionLocale } = regionRoute.useRouteContext();
  const pathTo = useRegionPath();
  const region = regionLocale.region.code;
  const { locale } = regionLocale;
  const search = useCallback(
    async (q: string) => (await queryClient()).fetchQuery(serviceSearchQuery(api, { region, locale, q, itemsPerPage: SUPPORT_SUGGESTIONS })),
    [api, queryClient, region, locale],
  );
  return <SupportSearchBox action={pathTo('support')} query={query} label={label} search={search} />;
}
