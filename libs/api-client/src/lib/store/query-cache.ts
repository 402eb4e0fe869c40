// RTK Query on demand. A page renders from the cache the server filled (dehydrated into the store),
// read here without RTK Query's runtime; RTK Query itself (`./base-api`, ~17 kB gzip) is loaded and
// installed into the store only when an answer is missing: a client-side navigation to another
// region, a drawer's list the page did not need. docs/adr/0031-rtk-query-loads-on-demand.md.
import {
  createDynamicMiddleware,
  isPlainObject,
  type Dispatch,
  type Middleware,
  type Reducer,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import type { BaseApiState } from './base-api';
import type { ApiError, ApiExtra } from './request';
import { useQueryCacheSelector, useQueryDispatch } from './store-hooks';

/** Where the store keeps RTK Query's state (`baseApi.reducerPath`). */
export const QUERY_REDUCER_PATH = 'api';

/** One cached answer, as RTK Query keeps it. */
interface QueryCacheEntry<Result> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: Result;
  error?: unknown;
}

/** RTK Query's state; until RTK Query is installed, only the queries the server answered. */
export type QueryCacheState = Pick<BaseApiState, 'queries'> & Partial<BaseApiState>;

/** A store that has the query cache (the state every `defineQuery` reads). */
export interface QueryCacheHost {
  [QUERY_REDUCER_PATH]: QueryCacheState;
}

const EMPTY_CACHE: QueryCacheState = { queries: {} };

/**
 * The store's slice at `QUERY_REDUCER_PATH` before RTK Query is installed: it keeps the cache as it
 * was hydrated. `queryApiInstaller` puts RTK Query's reducer in its place, which takes the cache over.
 */
export const queryCacheSlice = {
  reducerPath: QUERY_REDUCER_PATH,
  reducer: ((state = EMPTY_CACHE) => state) as Reducer<QueryCacheState>,
} as const;

/** The part of a `combineSlices` reducer the installer uses. */
export interface QueryCacheInjector {
  inject(slice: typeof queryCacheSlice, config: { overrideExisting: true }): unknown;
}

/**
 * What a store needs to install RTK Query on first need: a middleware slot for its middleware (put
 * it in the store's middleware) and `install` (give it to the store's thunks as
 * `ApiExtra.installQueryApi`). `rootReducer` is the store's `combineSlices` reducer with `queryCacheSlice`.
 */
export function queryApiInstaller(rootReducer: QueryCacheInjector): {
  middleware: Middleware;
  install: (dispatch: Dispatch) => Promise<void>;
} {
  const slot = createDynamicMiddleware();
  let installing: Promise<void> | undefined;
  const install = (dispatch: Dispatch) =>
    (installing ??= import('./base-api').then(
      ({ baseApi }) => {
        // The same reducer for every store of a process: injecting it again changes nothing.
        rootReducer.inject(
          { reducerPath: QUERY_REDUCER_PATH, reducer: baseApi.reducer as Reducer<QueryCacheState> },
          { overrideExisting: true },
        );
        slot.addMiddleware(baseApi.middleware);
        // RTK Query's reducer completes the cache's state (config, subscriptions) before its first query.
        dispatch({ type: `${QUERY_REDUCER_PATH}/installed` });
      },
      (error: unknown) => {
        // A chunk that could not load (offline, a new deployment): the next query tries again.
        installing = undefined;
        throw error;
      },
    ));
  return { middleware: slot.middleware, install };
}

/**
 * The key RTK Query files an answer under (its `defaultSerializeQueryArgs`): the endpoint's name
 * and its arguments as JSON, the keys of plain objects sorted.
 */
export function queryCacheKey(endpointName: string, args: unknown): string {
  const serialized = JSON.stringify(args, (_key, value: unknown) => {
    const plain = typeof value === 'bigint' ? { $bigint: value.toString() } : value;
    if (!isPlainObject(plain)) return plain;
    const record = plain as Record<string, unknown>;
    // Assigned one by one as RTK Query does, so that even a `__proto__` key gives its key.
    return Object.keys(record)
      .sort()
      .reduce<Record<string, unknown>>((sorted, key) => {
        sorted[key] = record[key];
        return sorted;
      }, {});
  });
  return `${endpointName}(${serialized})`;
}

/** The endpoints of a lazily loaded API module (what `baseApi.injectEndpoints` returns). */
export interface QueryEndpoints {
  endpoints: Record<string, { initiate(args: never, options?: { subscribe?: boolean }): unknown }>;
}

/** An endpoint's argument and result types, as RTK Query declares them (`endpoint.Types`). */
type EndpointTypes<Api extends QueryEndpoints, Name extends keyof Api['endpoints']> = Api['endpoints'][Name] extends {
  Types: { QueryArg: infer Args; ResultType: infer Result };
}
  ? { args: Args; result: Result }
  : never;

/** What `useQuery` gives a component: the answer, and whether it failed. */
interface QueryState<Result> {
  data?: Result;
  /** No answer yet (none cached, not failed). */
  isLoading: boolean;
  isError: boolean;
}

/**
 * An answer of `fetch`: never a rejection; `error` is the endpoint's `ApiError`, RTK Query's own
 * serialised error, or a `FETCH_ERROR` for a chunk that failed to load (`queryErrorStatus` reads any).
 */
interface FetchedQuery<Result> {
  data?: Result;
  error?: unknown;
}

/** The status of a query's error (`404`, `'FETCH_ERROR'`…), whatever its shape; `undefined` if it has none. */
export function queryErrorStatus(error: unknown): number | string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

/** Pass to `useQuery` for a query that must not run now. */
export const skipQuery: unique symbol = Symbol('skipQuery');

export interface DefinedQuery<Args, Result> {
  readonly endpointName: string;
  /** The cached answer for `args` (from the server or an earlier fetch), without RTK Query. */
  select(args: Args): (state: QueryCacheHost) => QueryCacheEntry<Result> | undefined;
  /**
   * The answer for `args`, as a component reads it. A cached answer is read, not subscribed to;
   * a missing or failed one is fetched through RTK Query (installed first) and kept while mounted.
   */
  useQuery(args: Args | typeof skipQuery): QueryState<Result>;
  /** Loader use: the cached answer when there is one, else fetched once (not subscribed). */
  fetch(args: Args): ThunkAction<Promise<FetchedQuery<Result>>, QueryCacheHost, ApiExtra, UnknownAction>;
}

type Initiated = PromiseLike<FetchedQuery<unknown>> & { unsubscribe(): void };

/**
 * A query of a domain lib's endpoint, usable before RTK Query is loaded. `load` imports the module
 * that injects the endpoint into `baseApi`; the arguments and result are the endpoint's own types.
 */
export function defineQuery<Api extends QueryEndpoints, Name extends keyof Api['endpoints'] & string>(
  endpointName: Name,
  load: () => Promise<Api>,
): DefinedQuery<EndpointTypes<Api, Name>['args'], EndpointTypes<Api, Name>['result']> {
  type Args = EndpointTypes<Api, Name>['args'];
  type Result = EndpointTypes<Api, Name>['result'];
  const endpoint = async (dispatch: Dispatch, extra: ApiExtra) => {
    await extra.installQueryApi?.(dispatch);
    const api = await load();
    const found = api.endpoints[endpointName];
    if (!found) throw new Error(`The API module has no endpoint ${endpointName}`);
    return found as { initiate(args: Args, options?: { subscribe?: boolean }): UnknownAction };
  };
  const entryAt = (state: QueryCacheHost, key: string) =>
    state[QUERY_REDUCER_PATH].queries[key] as QueryCacheEntry<Result> | undefined;
  const select = (args: Args) => {
    const key = queryCacheKey(endpointName, args);
    return (state: QueryCacheHost) => entryAt(state, key);
  };

  const fetch: DefinedQuery<Args, Result>['fetch'] = (args) => async (dispatch, getState, extra) => {
    const cached = select(args)(getState());
    if (cached?.status === 'fulfilled') return { data: cached.data };
    try {
      const initiated = (await endpoint(dispatch, extra)).initiate(args, { subscribe: false });
      const { data, error } = await (dispatch(initiated) as unknown as Initiated);
      return { data: data as Result | undefined, error };
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', error: String(error) } satisfies ApiError };
    }
  };

  function useQuery(args: Args | typeof skipQuery): QueryState<Result> {
    const key = args === skipQuery ? undefined : queryCacheKey(endpointName, args);
    const entry = useQueryCacheSelector((state) => (key === undefined ? undefined : entryAt(state, key)));
    const dispatch = useQueryDispatch();
    const [loadFailed, setLoadFailed] = useState<string>();
    // Decided once per key: a subscription started for a missing answer stays while mounted, so the
    // answer it brings is not collected and fetched again a minute later.
    const cached = useRef(false);
    cached.current = entry?.status === 'fulfilled';
    const latestArgs = useRef(args);
    latestArgs.current = args;

    useEffect(() => {
      const current = latestArgs.current;
      if (key === undefined || current === skipQuery || cached.current) return;
      let active = true;
      let subscription: Initiated | undefined;
      dispatch(async (_dispatch, _getState, extra) => {
        try {
          const initiated = (await endpoint(dispatch, extra)).initiate(current);
          if (active) subscription = dispatch(initiated) as unknown as Initiated;
        } catch (error) {
          console.error(`${endpointName} could not be loaded`, error);
          if (active) setLoadFailed(key);
        }
      });
      return () => {
        active = false;
        subscription?.unsubscribe();
      };
    }, [key, dispatch]);

    const isError = entry?.status === 'rejected' || (key !== undefined && loadFailed === key);
    return { data: entry?.data, isError, isLoading: key !== undefined && entry?.data === undefined && !isError };
  }

  return { endpointName, select, useQuery, fetch };
}
