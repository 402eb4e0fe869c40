import type { ApiExtra } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import type { RegionLocale } from '@storefront/regions';
import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import type { AppStore } from './app-store';
import type { Catalogues } from './catalogues';
import type { PublicEnv } from '@storefront/ssr-contract';

/** What every route's loader and component can reach; built once per request on the server. */
export interface RouterContext {
  store: AppStore;
  /** The region backends' clients (and the server's startup cache) the store also uses. */
  api: ApiExtra;
  /**
   * TanStack Query for read-only content, used by route loaders only (pages read loader data). The
   * browser loads it with the first route that needs it, so it is not part of the first load.
   */
  queryClient(): Promise<QueryClient>;
  env: PublicEnv;
  /** Message catalogues: the host's on the server, `/_i18n/…` in the browser. */
  catalogues: Catalogues;
  /** The shopper's language outside a region (SPEC §9: cookie, browser language, English). */
  preferredLocale: LocaleCode;
  /**
   * The query of `location` as it was requested, for redirects that keep it (SPEC §2): the router's
   * `searchStr` is its own re-serialisation (repeated keys become a JSON array, `12e3` becomes `12000`).
   */
  requestedSearch(location: ParsedLocation): string;
  /**
   * The region `/` suggests (issue 11): on the server from the cookies and `Accept-Language`, in the
   * browser from the cookies only (the server's answer travels with the first page's loader data).
   */
  regionSuggestion(): RegionLocale | undefined;
  /**
   * The city the shopper chose in a region's locality drawer (its cookie, `rememberedCity`), on the
   * server only, from the request's cookies (the host's page key names it for region homes,
   * `pageVariant`). The browser has none: its first load stays without that code.
   */
  rememberedCity?(region: string): string | undefined;
}
