import { directionOf } from '@storefront/locales';
import { Outlet, createRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../layouts/default-layout';
import { cityRoute } from './city.route';
import { regionRoute } from './region.route';

function RegionLayout({ variant }: { variant: 'default' | 'support' }) {
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

/** SPEC §2 "default" layout: every regional page but the support centre. */
export const defaultLayoutRoute = createRoute({
  getParentRoute: () => cityRoute,
  id: 'default-layout',
  component: () => <RegionLayout variant="default" />,
});

/** SPEC §2 "support" layout: the support centre. */
export const supportLayoutRoute = createRoute({
  getParentRoute: () => cityRoute,
  id: 'support-layout',
  component: () => <RegionLayout variant="support" />,
});
