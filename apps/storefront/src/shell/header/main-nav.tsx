import { css } from '@emotion/react';
import { RegionLink } from '@storefront/regions';
import {
  ChevronEndIcon,
  ChevronStartIcon,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  layout,
  media,
  radii,
  shadows,
  space,
} from '@storefront/ui';
import { useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { HeaderLink, SaleLink } from './header-links';
import { headerMessages as messages } from './header.messages';
import { plainList } from './header-styles';
import { SaleMenu } from './sale-menu';

export interface MainNavProps {
  categories: readonly HeaderLink[];
  sales: readonly SaleLink[];
  className?: string;
}

/**
 * The category links (one line that scrolls sideways when a language makes it too long, with
 * fading edges where more is hidden) and the sale menu.
 */
export function MainNav({ categories, sales, className }: MainNavProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLUListElement>(null);
  useScrollEdges(scroller);
  return (
    <nav aria-label={intl.formatMessage(messages.nav)} css={navStyles} className={className}>
      <div css={scrollAreaStyles}>
        <ul ref={scroller} css={[plainList, scrollerStyles]}>
          {categories.map((category) => (
            <li key={category.key}>
              <RegionLink to={category.to} css={linkStyles}>
                {category.title}
              </RegionLink>
            </li>
          ))}
        </ul>
        {/* For a mouse: keyboards reach every link by Tab (it scrolls into view), touch swipes. */}
        <ScrollButton edge="start" onClick={() => scrollBy(scroller.current, -1)} />
        <ScrollButton edge="end" onClick={() => scrollBy(scroller.current, 1)} />
      </div>
      {sales.length ? <SaleMenu sales={sales} /> : null}
    </nav>
  );
}

function ScrollButton({ edge, onClick }: { edge: 'start' | 'end'; onClick: () => void }) {
  return (
    <button type="button" tabIndex={-1} aria-hidden="true" data-scroll={edge} css={scrollButtonStyles} onClick={onClick}>
      {edge === 'start' ? <ChevronStartIcon size={18} /> : <ChevronEndIcon size={18} />}
    </button>
  );
}

/** Scrolls most of a view towards the inline end (1) or start (-1), whatever the direction. */
function scrollBy(element: HTMLElement | null, towards: 1 | -1) {
  if (!element) return;
  const rtl = getComputedStyle(element).direction === 'rtl';
  element.scrollBy({ left: (rtl ? -towards : towards) * element.clientWidth * 0.6, behavior: 'smooth' });
}

/**
 * Marks which inline edges of a horizontal scroller hide content (`data-edges="start end"`). Written
 * on the element, not into React state: scrolling never re-renders the header.
 */
function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      // In RTL scrollLeft runs from 0 towards negative values: the distance from the start is its size.
      const fromStart = Math.abs(element.scrollLeft);
      const hidden = element.scrollWidth - element.clientWidth;
      const edges = [fromStart > 1 ? 'start' : '', fromStart < hidden - 1 ? 'end' : ''].filter(Boolean);
      element.dataset['edges'] = edges.join(' ');
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
}

const navStyles = css({
  display: 'flex',
  alignItems: 'stretch',
  minInlineSize: 0,
  blockSize: '100%',
});

const FADE = '2.5rem';
// Masks are drawn physically; `[dir="rtl"]` swaps the sides.
const fade = (left: boolean, right: boolean) => {
  const [from, to] = [left ? 'transparent' : '#000', right ? 'transparent' : '#000'];
  return `linear-gradient(to right, ${from} 0, #000 ${left ? FADE : '0px'}, #000 calc(100% - ${right ? FADE : '0px'}), ${to} 100%)`;
};

const scrollAreaStyles = css({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
  minInlineSize: 0,
  '@media (hover: hover)': {
    '& ul[data-edges~="start"] ~ [data-scroll="start"], & ul[data-edges~="end"] ~ [data-scroll="end"]': { display: 'flex' },
  },
});

const scrollButtonStyles = css({
  position: 'absolute',
  insetBlockStart: '50%',
  marginBlockStart: `calc(${layout.minTarget} / -2)`,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: layout.minTarget,
  blockSize: layout.minTarget,
  padding: 0,
  border: '1px solid var(--header-border)',
  borderRadius: radii.pill,
  backgroundColor: 'var(--header-bg)',
  color: 'inherit',
  boxShadow: shadows.md,
  cursor: 'pointer',
  '&[data-scroll="start"]': { insetInlineStart: 0 },
  '&[data-scroll="end"]': { insetInlineEnd: 0 },
  '@media (hover: hover)': { '&:hover': { backgroundColor: 'var(--header-hover)' } },
});

const scrollerStyles = css({
  display: 'flex',
  flex: '1 1 auto',
  minInlineSize: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '&[data-edges="start"]': { maskImage: fade(true, false) },
  '&[data-edges="end"]': { maskImage: fade(false, true) },
  '&[data-edges="start end"]': { maskImage: fade(true, true) },
  '[dir="rtl"] &[data-edges="start"]': { maskImage: fade(false, true) },
  '[dir="rtl"] &[data-edges="end"]': { maskImage: fade(true, false) },
  '& > li': { display: 'flex', flexShrink: 0 },
});

const linkStyles = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInline: space[3],
  color: 'inherit',
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  [media.up('xl')]: { fontSize: '0.9375rem', paddingInline: '0.875rem' },
  [media.up('desktopXl')]: { fontSize: fontSizes.lg, paddingInline: space[5] },
  [media.up('desktop3xl')]: { fontSize: fontSizes['2xl'], paddingInline: space[6] },
  // The indicator sits on the row's lower edge: green under the hovered or current section.
  '&::after': {
    content: '""',
    position: 'absolute',
    insetInline: space[3],
    insetBlockEnd: 0,
    blockSize: '3px',
    borderRadius: '3px 3px 0 0',
    backgroundColor: colors.accent,
    transform: 'scaleX(0)',
    transition: `transform ${durations.normal} ${easings.standard}`,
  },
  '@media (hover: hover)': { '&:hover::after': { transform: 'scaleX(1)' } },
  '&[aria-current="page"]::after': { transform: 'scaleX(1)' },
  '&:focus-visible': { outlineOffset: '-2px' },
});
