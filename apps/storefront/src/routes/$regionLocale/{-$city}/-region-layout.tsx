import { directionOf } from '@storefront/locales';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { DefaultLayout } from '../../../layouts/default-layout';

const regionRoute = getRouteApi('/$regionLocale');

/** A region's page frame (SPEC §2): the default layout, or the support centre's variant of it. */
export function RegionLayout({ variant }: { variant: 'default' | 'support' }) {
  const { regionLocale, countryName } = regionRoute.useRouteContext();
  return (
    <DefaultLayout
      variant={variant}
      region={regionLocale.region}
      locale={regionLocale.locale}
      countryName={countryName}
      dir={directionOf(regionLocale.locale)}
    >
      <Outlet />
    </DefaultLayout>
  );
}
