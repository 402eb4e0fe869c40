// Compile-time test: typecheck runs it. The host loads this app's server entry at run time as a
// `StorefrontRenderer` (apps/storefront-ssr), so the module must be one.
import type { StorefrontRenderer } from '@storefront/ssr-contract';
import type * as entryServer from './entry-server';

type Holds<Whole, Part> = Whole extends Part ? true : false;
export const entryServerIsARenderer: Holds<typeof entryServer, StorefrontRenderer> = true;
