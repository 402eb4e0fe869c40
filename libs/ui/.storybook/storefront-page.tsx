import { configureStore } from '@reduxjs/toolkit';
import type { Decorator, Loader } from '@storybook/react-vite';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as StoreProvider } from 'react-redux';
import { LOCALES, formattingLocale, type LocaleConfig } from '@storefront/locales';

// What a feature lib's component needs from the page it sits on, for stories: the app's messages
// (react-intl), a router on a regional path (`RegionLink`) and a store (`RegionLink` reads the known
// cities). Only stories that ask for it get it (`parameters: { storefrontPage: {} }`): the ui
// components take everything through props, and a router would make their first render async.
// Storybook configuration is outside the layer graph
// (docs/adr/0007-config-files-are-outside-the-layer-graph.md), so this file may use
// what libs/ui itself must not.

/** `parameters.storefrontPage` of a story that renders a feature component. */
interface StorefrontPageParameters {
  /** The region of the page (`ae`, `om`), default `ae`; both serve `en` and `ar`. */
  region?: string;
  /**
   * The page below the region root (`catalog/motorcycles`), default the region's home. The region
   * and the toolbar's locale make the prefix (`/ae_en/catalog/motorcycles/`): a list's links keep
   * the path of the page they are on.
   */
  path?: string;
}

/** The translators' catalogues (`libs/i18n`), as the app loads them: one locale at a time. */
const catalogues = import.meta.glob<Record<string, string>>('../../i18n/src/messages/*.json', {
  import: 'default',
  eager: true,
});

// RegionLink only reads the RTK Query cache of the page's cities; an empty store has none.
const store = configureStore({ reducer: (state: Record<string, never> = {}) => state });

const StoryContent = createContext<ReactNode>(null);
function StoryOutlet() {
  return <>{useContext(StoryContent)}</>;
}

/** A router on `path` whose every regional page renders the story: following a link keeps it on screen. */
function createStoryRouter(path: string): AnyRouter {
  const rootRoute = createRootRoute();
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '$regionLocale', component: StoryOutlet }),
    createRoute({ getParentRoute: () => rootRoute, path: '$regionLocale/$', component: StoryOutlet }),
  ]);
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    // As the app's router: every storefront path ends with a slash (SPEC §2).
    trailingSlash: 'always',
  });
}

function localeOf(globals: Record<string, unknown>): LocaleConfig {
  return LOCALES.find((item) => item.code === globals['locale']) ?? LOCALES[0];
}

function pagePath(region: string, locale: LocaleConfig, path = ''): string {
  const below = path.replace(/^\/+|\/+$/g, '');
  return `/${region}_${locale.code === 'ar' ? 'ar' : 'en'}/${below ? `${below}/` : ''}`;
}

function parametersOf(parameters: Record<string, unknown>): StorefrontPageParameters | undefined {
  return parameters['storefrontPage'] as StorefrontPageParameters | undefined;
}

/**
 * Builds and loads the router before the story renders, so the first render already shows the
 * story (the axe checks of the stories specs render once, after the loaders).
 */
export const loadStorefrontPage: Loader = async ({ parameters, globals }) => {
  const page = parametersOf(parameters);
  if (!page) return {};
  const router = createStoryRouter(pagePath(page.region ?? 'ae', localeOf(globals), page.path));
  await router.load();
  return { storefrontRouter: router };
};

function StorefrontPage({
  path,
  loaded,
  children,
}: {
  path: string;
  loaded: AnyRouter | undefined;
  children: ReactNode;
}) {
  // Without the loader (a story rendered directly), the router loads after mounting.
  const [router] = useState(() => loaded ?? createStoryRouter(path));
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}

export const withStorefrontPage: Decorator = (Story, context) => {
  const page = parametersOf(context.parameters);
  if (!page) return <Story />;
  const locale = localeOf(context.globals);
  const region = page.region ?? 'ae';
  const path = pagePath(region, locale, page.path);
  const loaded = context.loaded['storefrontRouter'] as AnyRouter | undefined;
  return (
    <StoreProvider store={store}>
      <IntlProvider
        locale={formattingLocale(locale.code, region.toUpperCase())}
        defaultLocale="en"
        messages={catalogues[`../../i18n/src/messages/${locale.code}.json`] ?? {}}
      >
        {/* A new router when the page changes (the locale toolbar). */}
        <StorefrontPage key={path} path={path} loaded={loaded}>
          <Story />
        </StorefrontPage>
      </IntlProvider>
    </StoreProvider>
  );
};
