import styled from '@emotion/styled';
import type { BlogPostSummary } from '@storefront/api-client';
import { RegionLink, type RegionsQueryArgs } from '@storefront/regions';
import { ArrowEndIcon } from '@storefront/ui';
import { createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { RouterContext } from '../../../../../../app/router-context';
import type * as StripBodies from './home-strip-bodies';
import type { StripBodyProps } from './home-strip-bodies';
import { homeMessages as messages } from './home.messages';
import { Section, SectionHeader, SectionTitle } from './home-section';

// The strips' contents (the catalogue's offer tiles and product cards with the cart's and the
// comparison's buttons, the blog's cards) and their data load once a strip comes near the screen, or
// with the page on a client-side navigation: none of it is in the home's first load or in its HTML
// (docs/adr/0082-the-home-strips-load-near-the-screen.md).
type Bodies = typeof StripBodies;
// The browser's copy of the module once loaded (code, not request data): rendered without suspending.
let bodies: Bodies | undefined;
const loadBodies = () => import('./home-strip-bodies').then((module) => (bodies = module));

/** What a client-side navigation to the home loads before it renders (see `prefetchHomeStrips`). */
export interface PrefetchedStrips {
  posts?: readonly BlogPostSummary[];
}

/**
 * The strips' code and data, for a client-side navigation: the offers and the products land in the
 * store's query cache, the posts are returned (the route's loader data). Never rejects: a strip whose
 * data failed loads it again itself, with its error state.
 */
export async function prefetchHomeStrips(context: Pick<RouterContext, 'store' | 'api' | 'queryClient'>, args: RegionsQueryArgs): Promise<PrefetchedStrips> {
  try {
    return await (await loadBodies()).prefetchStrips(context, args);
  } catch (error) {
    console.warn('The home strips could not be loaded ahead', error);
    return {};
  }
}

/** Below the screen, how far ahead a strip starts loading as the shopper scrolls down (not up: a jump to the page's end loads nothing above). */
const AHEAD = '0px 0px 800px 0px';

type StripKind = 'offers' | 'new' | 'posts';

interface StripConfig {
  title: MessageDescriptor;
  more: MessageDescriptor;
  to: string;
  search?: Record<string, string>;
  body: (module: Bodies) => ComponentType<StripBodyProps>;
  columns: number;
  ratio: string;
}

const STRIPS: Readonly<Record<StripKind, StripConfig>> = {
  offers: { title: messages.offers, more: messages.allOffers, to: 'offers', body: (module) => module.OffersStripBody, columns: 3, ratio: '11 / 10' },
  new: {
    title: messages.newProducts,
    more: messages.allNew,
    to: 'catalog',
    search: { sort: 'newest' },
    body: (module) => module.NewProductsStripBody,
    columns: 4,
    ratio: '3 / 5',
  },
  posts: { title: messages.posts, more: messages.allPosts, to: 'blog', body: (module) => module.PostsStripBody, columns: 3, ratio: '9 / 10' },
};

export interface HomeStripProps {
  kind: StripKind;
  args: RegionsQueryArgs;
  /** Loaded with the page (a client-side navigation): the strip renders whole at once. */
  prefetched?: PrefetchedStrips;
}

/**
 * One of the region home's strips between the categories and the places (issue 16): the featured
 * offers, the newest products or the latest posts. A titled section with its "see all" link in the
 * server's HTML (a crawler and a page without JavaScript follow those), its cards in the browser,
 * in a placeholder of their size until then.
 */
export function HomeStrip({ kind, args, prefetched }: HomeStripProps) {
  const strip = STRIPS[kind];
  const ref = useRef<HTMLElement>(null);
  // Whole at once when the page came with its strips (a client-side navigation, which renders once
  // its loader is done), else once near the screen: a page shown from the router's cache (Back) that
  // gets them later keeps its length where the shopper is (its window is put back where it was).
  const [withPage] = useState(prefetched !== undefined);
  const near = useNear(ref) || withPage;
  const [loadedNow, setLoaded] = useState<Bodies>();
  const loaded = loadedNow ?? bodies;
  useEffect(() => {
    if (near && !loaded) void loadBodies().then(setLoaded, (error: unknown) => console.error('The home strips did not load', error));
  }, [near, loaded]);
  const titleId = `home-${kind}-title`;
  const placeholder = <StripPlaceholder columns={strip.columns} ratio={strip.ratio} />;
  return (
    <Section ref={ref} aria-labelledby={titleId} data-strip={kind} aria-busy={near && loaded ? undefined : true}>
      <SectionHeader>
        <SectionTitle id={titleId}>
          <FormattedMessage {...strip.title} />
        </SectionTitle>
        <MoreLink to={strip.to} search={strip.search}>
          <FormattedMessage {...strip.more} />
          <ArrowEndIcon size={20} />
        </MoreLink>
      </SectionHeader>
      {near && loaded ? createElement(strip.body(loaded), { args, placeholder, prefetched }) : placeholder}
    </Section>
  );
}

/** Whether `ref`'s element has come within `AHEAD` of the screen (once true, it stays). */
function useNear(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer to wait for: load after this render.
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Grey cards where a strip's cards will be: the page keeps about its length when they arrive (plain
 * boxes, not the ui Skeleton: its chunk would join the home's first load).
 */
function StripPlaceholder({ columns, ratio }: { columns: number; ratio: string }): ReactNode {
  return (
    // Sizes as classes, not `style` attributes: the pages' CSP allows no inline styles.
    <Placeholder aria-hidden="true" cardColumns={columns} cardRatio={ratio}>
      {Array.from({ length: columns }, (_, index) => (
        <span key={index} />
      ))}
    </Placeholder>
  );
}

const Placeholder = styled.div<{ cardColumns: number; cardRatio: string }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  & > span {
    aspect-ratio: ${({ cardRatio }) => cardRatio};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.skeleton};
  }
  & > :nth-of-type(n + 3) {
    display: none;
  }
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(${({ cardColumns }) => cardColumns}, minmax(0, 1fr));
    & > :nth-of-type(n + 3) {
      display: block;
    }
  }
`;

const MoreLink = styled(RegionLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 44px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.2em;
`;
