import type { ApiExtra } from '@storefront/api-client';
import type { Messages } from '@storefront/i18n';
import type { LocaleCode } from '@storefront/locales';
import type { QueryClient } from '@tanstack/react-query';
import type { AppStore } from './app-store';
import type { PublicEnv } from './public-env';

/** What every route's loader and component can reach; built once per request on the server. */
export interface RouterContext {
  store: AppStore;
  /** The region backends' clients (and the server's startup cache) the store also uses. */
  api: ApiExtra;
  queryClient: QueryClient;
  env: PublicEnv;
  /** One locale's messages: the host's catalogue on the server, `/_i18n/…` in the browser. */
  loadMessages(locale: LocaleCode): Promise<Messages>;
  /** The shopper's language outside a region (SPEC §9: cookie, browser language, English). */
  preferredLocale: LocaleCode;
}
