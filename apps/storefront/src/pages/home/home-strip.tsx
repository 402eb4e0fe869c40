import styled from '@emotion/styled';
import { RegionLink, type RegionsQueryArgs } from '@storefront/regions';
import { ArrowEndIcon } from '@storefront/ui';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { homeMessages as messages } from './home.messages';
import { Section, SectionHeader, SectionTitle } from './home-section';

// The strips' contents (the catalogue's offer tiles and product cards with the cart's and the
// comparison's buttons, the blog's cards) and their data load once a strip comes near the screen:
// none of it is in the home's first load or in its HTML (docs/decisions.md, "The home's strips").
const bodies = () => import('./home-strip-bodies');
const OffersBody = lazy(() => bodies().then((module) => ({ default: module.OffersStripBody })));
const NewProductsBody = lazy(() => bodies().then((module) => ({ default: module.NewProductsStripBody })));
const PostsBody = lazy(() => bodies().then((module) => ({ default: module.PostsStripBody })));

/** How far below the screen a strip starts loading: about a screen ahead of the shopper's scrolling. */
const AHEAD = '800px 0px';

type StripKind = 'offers' | 'new' | 'posts';

const STRIPS: Readonly<Record<StripKind, { title: MessageDescriptor; more: MessageDescriptor; to: string; search?: Record<string, string>; Body: typeof OffersBody; columns: number; ratio: string }>> = {
  offers: { title: messages.offers, more: messages.allOffers, to: 'offers', Body: OffersBody, columns: 3, ratio: '11 / 10' },
  new: { title: messages.newProducts, more: messages.allNew, to: 'catalog', search: { sort: 'newest' }, Body: NewProductsBody, columns: 4, ratio: '3 / 5' },
  posts: { title: messages.posts, more: messages.allPosts, to: 'blog', Body: PostsBody, columns: 3, ratio: '9 / 10' },
};

/**
 * The region home's strips between the categories and the places (issue 16): the featured offers, the
 * newest products and the latest posts. Each is a titled section with its "see all" link in the
 * server's HTML (a crawler and a page without JavaScript follow those), its cards loading in the
 * browser as it nears the screen, in a placeholder of their size.
 */
export function HomeStrip({ args, kind }: { args: RegionsQueryArgs; kind: StripKind }) {
  const strip = STRIPS[kind];
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref);
  const titleId = `home-${kind}-title`;
  const placeholder = <StripPlaceholder columns={strip.columns} ratio={strip.ratio} />;
  return (
    <Section ref={ref} aria-labelledby={titleId} data-strip={kind} aria-busy={near ? undefined : true}>
      <SectionHeader>
        <SectionTitle id={titleId}>
          <FormattedMessage {...strip.title} />
        </SectionTitle>
        <MoreLink to={strip.to} search={strip.search}>
          <FormattedMessage {...strip.more} />
          <ArrowEndIcon size={20} />
        </MoreLink>
      </SectionHeader>
      {near ? (
        <Suspense fallback={placeholder}>
          <strip.Body args={args} placeholder={placeholder} />
        </Suspense>
      ) : (
        placeholder
      )}
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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Grey cards where a strip's cards will be: the page keeps its length, nothing jumps when they arrive
 * (plain boxes, not the ui Skeleton: its chunk would join the home's first load).
 */
export function StripPlaceholder({ columns, ratio }: { columns: number; ratio: string }): ReactNode {
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
