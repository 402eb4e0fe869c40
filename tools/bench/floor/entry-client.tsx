/**
 * The stack's floor (docs/architecture.md "Performance budgets"): the smallest storefront-shaped client
 * the pinned framework libraries allow, and nothing of ours. React 19 hydrates the document
 * (`hydrateRoot`) through TanStack Router's SSR client (one root route, one page route), inside a
 * react-redux Provider over a Redux Toolkit store with one RTK Query `createApi` endpoint read by its
 * generated hook, react-intl's IntlProvider with one FormattedMessage (a compiled message, as the
 * storefront ships them), and Emotion (`styled`, the `css` prop, a cache with its CacheProvider).
 * tools/bench/lib/floor.mjs builds it with the storefront's own Vite config and sizes its first load;
 * it is never served.
 */
import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import styled from '@emotion/styled';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { HeadContent, Outlet, Scripts, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';

interface Greeting {
  name: string;
}

const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/' }),
  endpoints: (build) => ({
    greeting: build.query<Greeting, string>({ query: (locale) => `greeting/${locale}` }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

// A compiled catalogue (what `formatjs compile --ast` writes): the browser build carries no ICU parser.
const messages: Record<string, MessageFormatElement[]> = {
  'floor.greeting': [
    { type: 0, value: 'Hello, ' },
    { type: 1, value: 'name' },
  ],
};

const Title = styled.h1`
  margin-block: 0;
  color: #0d0f12;
`;

function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Page() {
  const { data } = api.useGreetingQuery('en');
  return (
    <main css={css({ paddingInline: 16 })}>
      <Title>
        <FormattedMessage id="floor.greeting" values={{ name: data?.name ?? '' }} />
      </Title>
    </main>
  );
}

const rootRoute = createRootRoute({ shellComponent: Document, component: Outlet });
const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page });

const emotionCache = createCache({ key: 'css' });
const router = createRouter({
  routeTree: rootRoute.addChildren([pageRoute]),
  Wrap: ({ children }) => (
    <Provider store={store}>
      <CacheProvider value={emotionCache}>
        <IntlProvider locale="en" messages={messages}>
          {children}
        </IntlProvider>
      </CacheProvider>
    </Provider>
  ),
});

hydrateRoot(document, <RouterClient router={router} />);
