import { CatalogRoot, RunningOffersStrip, useGetRunningOffersQuery } from '@storefront/catalog';
import type { ComponentProps } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useBackendImageUrl } from '../../../../../../../app/backend-image';

const regionRoute = getRouteApi('/$regionLocale');

/** `/catalog/`'s body: the category tree as tiles, then the entry points to the running offers. */
export function CatalogRootView({ categories }: Pick<ComponentProps<typeof CatalogRoot>, 'categories'>) {
  const imageUrl = useBackendImageUrl();
  return (
    <>
      <CatalogRoot categories={categories} imageUrl={imageUrl} />
      <RunningOffers />
    </>
  );
}

/** The catalogue root's entry points to the running offers (startup data: no request of its own). */
function RunningOffers() {
  const { regionLocale } = regionRoute.useRouteContext();
  const imageUrl = useBackendImageUrl();
  const { data } = useGetRunningOffersQuery({ region: regionLocale.region.code, locale: regionLocale.locale });
  if (!data?.items.length) return null;
  return <RunningOffersStrip offers={data.items} imageUrl={imageUrl} />;
}
