import { FIELD_METRICS_PATH, startFieldMetrics } from '@storefront/analytics';
import { selectDeviceClass, type RegionLocale } from '@storefront/regions';
import { useRouter, type AnyRouteMatch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAppSelector } from './store-hooks';

type LandingPage = Omit<Parameters<typeof startFieldMetrics>[0], 'endpoint'>;

/**
 * The page's region and whether it is a status page, read from the matches as route-data.ts's
 * `regionDataOf` and `statusPageOf` read them. Not imported from there: that module, imported by this
 * lazily loaded one, made the bundler split the locale table out of the entry into a chunk of its own
 * (+0.15 kB gzip on every first load; rolldown/rolldown#10731).
 */
function pageOf(matches: readonly AnyRouteMatch[]): Pick<LandingPage, 'region' | 'statusPage'> {
  const regionContext: { regionLocale?: RegionLocale } | undefined = matches.find((match) => match.routeId === '/$regionLocale')?.context;
  return {
    region: regionContext?.regionLocale?.region.code ?? 'global',
    statusPage: matches.some((match) => match.status === 'error' || match.status === 'notFound' || match._notFound),
  };
}

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** Whether the router shows the document the browser loaded (web-vitals measures that navigation). */
function showsTheDocument(routerPath: string): boolean {
  const [navigation] = typeof performance === 'undefined' ? [] : performance.getEntriesByType('navigation');
  return navigation !== undefined && decoded(new URL(navigation.name).pathname) === decoded(routerPath);
}

/**
 * Field speed metrics of the page the browser loaded (docs/adr/0276-field-speed-metrics-through-the-host.md),
 * asked for once, right after hydration, by the navigation feel (the first code a page loads after
 * hydration: none of this weighs on the first load). The router's matches say which page it is (its
 * path's template, or a status page) and in which region; the store says the device class the server
 * detected. Every figure web-vitals reports belongs to the document's navigation: when the shopper has
 * already moved on by the time this runs, the page is not labelled by another one's template, it is left
 * out. `@storefront/analytics` waits for analytics consent and loads the measuring code only then.
 */
export function useFieldMetrics(): void {
  const router = useRouter();
  const deviceClass = useAppSelector(selectDeviceClass);
  const [landing] = useState((): LandingPage | undefined => {
    const { matches, location } = router.state;
    if (!showsTheDocument(location.pathname)) return undefined;
    return {
      path: location.pathname,
      ...pageOf(matches),
      // The selector's three values, as the beacon's type names them.
      deviceClass: deviceClass === 'mobile' || deviceClass === 'tablet' ? deviceClass : 'desktop',
    };
  });
  useEffect(() => (landing ? startFieldMetrics({ endpoint: FIELD_METRICS_PATH, ...landing }) : undefined), [landing]);
}
