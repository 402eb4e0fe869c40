import type { Store } from '@reduxjs/toolkit';
import { directionOf, formattingLocale, isLocaleCode, type LocaleCode } from '@storefront/locales';
import { Toaster, UiProvider, type ImageLoader } from '@storefront/ui';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
  type RouteComponent,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as StoreProvider } from 'react-redux';
import { createTestStore } from './create-test-store';

/** Where a component under test sits, and what the page around it provides. */
interface RenderWithProvidersOptions<S extends Store = Store> {
  /** The page's URL, a regional path as the app serves it (default `/ae_en/`). Its locale is the page's. */
  path?: string;
  /**
   * Other pages of the router, by route path (`'$regionLocale/cart'`): where the component's links and
   * navigations go, so that a test can see them arrive (`router.state.location`, the page's heading).
   */
  pages?: Record<string, RouteComponent>;
  /** The page's compiled messages (default none: every text is its `defaultMessage`). */
  messages?: Record<string, string>;
  /** `UiProvider`'s image loader (default: unchanged URLs). */
  imageLoader?: ImageLoader;
  /**
   * The store (`createTestStore`'s, with the slices the component needs). Default an empty test store
   * (an empty query cache, offline): enough for components that only read what they were given.
   */
  store?: S;
  /** Render the app's `<Toaster />` on every page (inside the router), for components that confirm with a toast. */
  toaster?: boolean;
}

type RenderedWithProviders<S extends Store> = RenderResult & { router: AnyRouter; store: S };

// As the app's provider: a message missing from `messages` shows its `defaultMessage` (libs/i18n's spec checks the catalogues).
const ignore = () => undefined;

/** `/ae_en/…` → `en`; a path without a regional prefix is English. */
function localeOfPath(path: string): LocaleCode {
  const code = /^\/[a-z]{2}_([a-z]{2})\//.exec(path)?.[1];
  return code && isLocaleCode(code) ? code : 'en';
}

/** `/ae_en/…` → `AE`, for the formatting locale (`en-AE`). */
function countryOfPath(path: string): string | undefined {
  return /^\/([a-z]{2})_/.exec(path)?.[1]?.toUpperCase();
}

/** What `createPageRouter` builds. */
interface PageRouterOptions {
  /** The URL the router starts on. */
  path: string;
  /** What every regional page (`/$regionLocale/` and anything below it) renders. */
  page: RouteComponent;
  /** Other pages, by route path (`'$regionLocale/cart'`). */
  pages?: Record<string, RouteComponent>;
  /** Rendered around every page (an `<Outlet />` inside), as the app's layout is. */
  layout?: RouteComponent;
}

/** A memory router on a regional path, with the app's trailing-slash rule (SPEC §2). */
function createPageRouter({ path, page, pages = {}, layout }: PageRouterOptions): AnyRouter {
  const rootRoute = layout ? createRootRoute({ component: layout }) : createRootRoute();
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '$regionLocale', component: page }),
    createRoute({ getParentRoute: () => rootRoute, path: '$regionLocale/$', component: page }),
    ...Object.entries(pages).map(([routePath, component]) => createRoute({ getParentRoute: () => rootRoute, path: routePath, component })),
  ];
  return createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    trailingSlash: 'always',
  });
}

/** The app's layout as far as a component sees it: the page, and the toaster (its toasts may hold links). */
function WithToaster() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

/**
 * Renders `ui` as a storefront page would: inside the store, react-intl (the path's locale), the
 * theme (`UiProvider`) and a router on a regional path, which has loaded before the first render so the
 * component shows at once. The one harness of the component specs (docs/how-to.md "Test a component").
 */
export async function renderWithProviders<S extends Store = Store>(
  ui: ReactNode,
  options: RenderWithProvidersOptions<S> = {},
): Promise<RenderedWithProviders<S>> {
  const { path = '/ae_en/', pages, messages = {}, imageLoader, toaster = false } = options;
  const locale = localeOfPath(path);
  // An empty store: `RegionLink` and friends find no cities in its cache, so they link to the region.
  const store = options.store ?? (createTestStore().store as unknown as S);
  const router = createPageRouter({ path, page: () => <>{ui}</>, pages, layout: toaster ? WithToaster : undefined });
  await router.load();
  const rendered = render(
    <StoreProvider store={store}>
      <IntlProvider
        locale={formattingLocale(locale, countryOfPath(path))}
        defaultLocale="en"
        messages={messages}
        onError={ignore}
      >
        <UiProvider dir={directionOf(locale)} {...(imageLoader ? { imageLoader } : {})}>
          <RouterProvider router={router} />
        </UiProvider>
      </IntlProvider>
    </StoreProvider>,
  );
  return { ...rendered, router, store };
}
