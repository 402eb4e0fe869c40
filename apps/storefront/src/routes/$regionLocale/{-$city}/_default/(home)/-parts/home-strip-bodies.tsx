// The region home's strips' cards and their data: a chunk of its own, loaded when a strip nears the screen.
import styled from '@emotion/styled';
import {
  ListState,
  OfferTiles,
  catalogApi,
  offersMessages,
  productListMessages,
  useGetOffersQuery,
  useGetProductListQuery,
} from '@storefront/catalog';
import { BlogGrid, blogMessages, blogPostsQuery } from '@storefront/content';
import type { BlogPostSummary } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { RouterContext } from '../../../../../../app/router-context';
import { RetryState } from '../../../../../../pages/list-page-parts';
import { ProductGridWithActions } from '../../../../../../pages/product-grid-with-actions';
import { useBackendImageUrl } from '../../../../../../app/backend-image';

/** Cards per strip: one row on a desktop (the offers' and posts' grids have three columns, the products' four). */
export const HOME_OFFERS = 3;
export const HOME_NEW_PRODUCTS = 4;
export const HOME_POSTS = 3;

const regionRoute = getRouteApi('/$regionLocale');

export interface StripBodyProps {
  args: RegionsQueryArgs;
  /** Shown while the data loads (the strip's placeholder). */
  placeholder: ReactNode;
  /** What the page's loader loaded ahead (a client-side navigation). */
  prefetched?: { posts?: readonly BlogPostSummary[] };
}

const newProductsArgs = (args: RegionsQueryArgs) => ({ ...args, params: { order: { createdAt: 'desc' }, itemsPerPage: HOME_NEW_PRODUCTS } });
const postsQuery = (api: RouterContext['api'], { region, locale }: RegionsQueryArgs) => blogPostsQuery(api, { region, locale, itemsPerPage: HOME_POSTS });

/**
 * Every strip's data at once, for a client-side navigation to the home: the offers and the products
 * into RTK Query's cache (the strips' hooks read it as they render), the posts returned. Failures are
 * left to the strips, which ask again and show their error states.
 */
export async function prefetchStrips(
  { store, api, queryClient }: Pick<RouterContext, 'store' | 'api' | 'queryClient'>,
  args: RegionsQueryArgs,
): Promise<{ posts?: readonly BlogPostSummary[] }> {
  const [, , posts] = await Promise.all([
    store.dispatch(catalogApi.endpoints.getOffers.initiate(args, { subscribe: false })),
    store.dispatch(catalogApi.endpoints.getProductList.initiate(newProductsArgs(args), { subscribe: false })),
    queryClient()
      .then((client) => client.fetchQuery(postsQuery(api, args)))
      .then((list) => list.items, () => undefined),
  ]);
  return { posts };
}

/** A strip's failed load: its own error state, with a retry that asks again (the rest of the home stays). */
function StripError({ title, retry }: { title: MessageDescriptor; retry: () => void }) {
  const href = useLocation({ select: (location) => location.href });
  return <RetryState href={href} title={<FormattedMessage {...title} />} onRetry={retry} />;
}

/** The offers running now (`/offers?active=true`, the offers page's query), the first three as the catalogue's tiles. */
export function OffersStripBody({ args, placeholder }: StripBodyProps) {
  const imageUrl = useBackendImageUrl();
  const { data, isError, refetch } = useGetOffersQuery(args);
  if (data?.items.length) return <OfferTiles offers={data.items.slice(0, HOME_OFFERS)} imageUrl={imageUrl} headingLevel={3} />;
  if (data) return <ListState kind="empty" title={<FormattedMessage {...offersMessages.emptyTitle} />} text={<FormattedMessage {...offersMessages.emptyText} />} />;
  if (isError) return <StripError title={offersMessages.errorTitle} retry={() => void refetch()} />;
  return placeholder;
}

/** The newest products of the country (`/v2/products/?order[createdAt]=desc`) as the catalogue's cards, with the cart's and the comparison's buttons. */
export function NewProductsStripBody({ args, placeholder }: StripBodyProps) {
  const imageUrl = useBackendImageUrl();
  const { regionLocale } = regionRoute.useRouteContext();
  const { data, isError, refetch } = useGetProductListQuery(newProductsArgs(args));
  if (data?.items.length)
    return (
      <Products>
        <ProductGridWithActions
          region={args.region}
          products={data.items}
          locale={regionLocale.locale}
          country={regionLocale.region.iso2}
          imageUrl={imageUrl}
          list={{ id: 'home:new-products', name: 'New products' }}
          // Below the hero, whose picture is the page's largest.
          firstImagePriority={false}
        />
      </Products>
    );
  if (data) return <ListState kind="empty" title={<FormattedMessage {...productListMessages.emptyTitle} />} />;
  if (isError) return <StripError title={productListMessages.errorTitle} retry={() => void refetch()} />;
  return placeholder;
}

/** The latest posts (`/blog_posts`, newest first), the blog's own cards. */
export function PostsStripBody({ args, placeholder, prefetched }: StripBodyProps) {
  const imageUrl = useBackendImageUrl();
  const { api, queryClient } = regionRoute.useRouteContext();
  const { region, locale } = args;
  const load = useCallback(async () => (await (await queryClient()).fetchQuery(postsQuery(api, { region, locale }))).items, [api, queryClient, region, locale]);
  const posts = useLoaded(load, `The latest posts of ${region}_${locale}`, prefetched?.posts);
  if (posts.state === 'loaded' && posts.data.length)
    return (
      <Posts>
        <BlogGrid posts={posts.data.slice(0, HOME_POSTS)} imageUrl={imageUrl} headingLevel={3} firstImagePriority={false} />
      </Posts>
    );
  if (posts.state === 'loaded') return <ListState kind="empty" title={<FormattedMessage {...blogMessages.empty} />} />;
  if (posts.state === 'failed') return <StripError title={blogMessages.loadError} retry={posts.retry} />;
  return placeholder;
}

type Loaded<T> = ({ state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed' }) & { retry: () => void };

/**
 * The answer of `load` (TanStack Query content, which the page reads outside a provider), asked again
 * by `retry`; `initial` when the page's loader brought it.
 */
function useLoaded<T>(load: () => Promise<T>, what: string, initial?: T): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  // Each answer with the load and the attempt it answers: a new load shows its own loading state.
  const [result, setResult] = useState<{ for: unknown[]; data?: T; failed?: boolean } | undefined>(
    initial === undefined ? undefined : { for: [load, 0], data: initial },
  );
  useEffect(() => {
    if (result?.for[0] === load && result.for[1] === attempt) return;
    let current = true;
    const key = [load, attempt];
    load().then(
      (data) => current && setResult({ for: key, data }),
      (error: unknown) => {
        console.warn(`${what} could not be loaded`, error);
        if (current) setResult({ for: key, failed: true });
      },
    );
    return () => {
      current = false;
    };
    // `result` is what the effect fills, not what starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, what, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  if (!result || result.for[0] !== load || result.for[1] !== attempt) return { state: 'loading', retry };
  return result.failed || result.data === undefined ? { state: 'failed', retry } : { state: 'loaded', data: result.data, retry };
}

// The grid's own gaps; the strip gives the width.
const Products = styled.div`
  min-inline-size: 0;
`;

// Three posts in one row on a wide screen, like the offers above (the blog's grid fits a fourth column there).
const Posts = styled.div`
  ${({ theme }) => theme.media.up('lg')} {
    & > ul {
      grid-template-columns: repeat(${HOME_POSTS}, minmax(0, 1fr));
    }
  }
`;
