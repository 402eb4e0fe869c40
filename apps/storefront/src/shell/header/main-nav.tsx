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
  lineHeights,
  media,
  radii,
  shadows,
  space,
} from '@storefront/ui';
import { useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { lazyComponent } from '../../app/lazy-component';
import type { CategoryMenuProps } from './category-menu';
import { titleWrap, type CategoryLink, type SaleLink } from './header-links';
import { headerMessages as messages } from './header.messages';
import { plainList } from './header-styles';
import { SaleMenu } from './sale-menu';

export interface MainNavProps {
  categories: readonly CategoryLink[];
  sales: readonly SaleLink[];
  className?: string;
}

// A category's toggle and panel (hover intent, keys, the sub-category links) are their own chunk:
// none of it is in the server's HTML, and the first load carries only the links.
const categoryMenu = lazyComponent<CategoryMenuProps>(() => import('./category-menu').then((module) => module.CategoryMenu));

const warnMenusMissing = (error: unknown) =>
  console.warn('The category menus did not load: the category links work without them', error);

/** The panel of the strip that is open (the sale menu's or a category's), and on which page. */
interface OpenPanel {
  key: string;
  on: string;
}
const SALE_PANEL = 'sale';

/**
 * The category links (one line that scrolls sideways when a language makes it too long, with
 * fading edges where more is hidden; from xl up a row of its own where long titles wrap instead),
 * each with its sub-category menu once that has loaded, and the sale menu. One panel is open at a
 * time and only on the page it was opened on: navigating anywhere closes it without an effect.
 */
export function MainNav({ categories, sales, className }: MainNavProps) {
  const intl = useIntl();
  const nav = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLUListElement>(null);
  useScrollEdges(scroller);
  const pathname = useLocation({ select: (location) => location.pathname });
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const openKey = panel?.on === pathname ? panel.key : undefined;
  const onPanelChange = useCallback(
    (key: string, open: boolean) =>
      setPanel((current) => (open ? { key, on: pathname } : current?.key === key ? null : current)),
    [pathname],
  );
  const onSaleChange = useCallback((open: boolean) => onPanelChange(SALE_PANEL, open), [onPanelChange]);
  const [menusWanted, wantMenus] = useMenusWanted(nav);
  const CategoryMenu = categoryMenu.useComponent(menusWanted, warnMenusMissing);
  return (
    <nav
      ref={nav}
      aria-label={intl.formatMessage(messages.nav)}
      css={navStyles}
      className={className}
      onPointerEnter={wantMenus}
      onFocus={wantMenus}
    >
      <div css={scrollAreaStyles}>
        <ul ref={scroller} css={[plainList, scrollerStyles, fadedEdges]}>
          {categories.map((category) => {
            const hasMenu = category.children.length > 0;
            return (
              // The toggle's room is kept from the server's HTML on (its arrival shifts nothing), except
              // for a category without sub-categories (`data-leaf`); `data-wrap`: see `scrollerStyles`.
              <li
                key={category.key}
                data-leaf={hasMenu ? undefined : ''}
                data-wrap={titleWrap(category.title)}
              >
                <RegionLink to={category.to} css={linkStyles}>
                  {category.title}
                </RegionLink>
                {CategoryMenu && hasMenu ? (
                  <CategoryMenu category={category} open={openKey === category.key} onOpenChange={onPanelChange} />
                ) : null}
              </li>
            );
          })}
        </ul>
        {/* For a mouse: keyboards reach every link by Tab (it scrolls into view), touch swipes. */}
        <ScrollButton edge="start" onClick={() => scrollBy(scroller.current, -1)} />
        <ScrollButton edge="end" onClick={() => scrollBy(scroller.current, 1)} />
      </div>
      {sales.length ? (
        <SaleMenu sales={sales} open={openKey === SALE_PANEL} onOpenChange={onSaleChange} />
      ) : null}
    </nav>
  );
}

/**
 * Whether the category menus' code is wanted: once the browser is idle after hydration where the
 * strip is shown (md and up; the burger's menu serves phones), or as soon as a pointer or the focus
 * reaches it. Their toggles are then there before a shopper reaches for one, touch screens included.
 */
function useMenusWanted(nav: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (!nav.current?.getClientRects().length) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(want, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(want, { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }, [nav, want]);
  return [wanted, want];
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
// One mask whose edges the `data-edges` tokens switch on (every page's HTML carries this CSS). The
// gradient runs from the inline start, so RTL turns it round.
const fadedEdges = css({
  '[dir="rtl"] &': { '--fade-to': 'left' },
  '&[data-edges~="start"]': { '--fade-start': FADE },
  '&[data-edges~="end"]': { '--fade-end': FADE },
  '&[data-edges~="start"], &[data-edges~="end"]': {
    maskImage:
      'linear-gradient(to var(--fade-to, right), transparent 0, #000 var(--fade-start, 0px), #000 calc(100% - var(--fade-end, 0px)), transparent 100%)',
  },
});

// The scroll buttons share the list's grid cell instead of being positioned: nothing between the
// header's main row and a category panel is, so the panel spans the header as the sale panel does.
const scrollAreaStyles = css({
  // From xl up the header's grid places it (SiteHeader).
  gridArea: 'cats',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  flex: '1 1 auto',
  minInlineSize: 0,
  '& > *': { gridArea: '1 / 1' },
  '@media (hover: hover)': {
    '& ul[data-edges~="start"] ~ [data-scroll="start"], & ul[data-edges~="end"] ~ [data-scroll="end"]': { display: 'flex' },
  },
});

const scrollButtonStyles = css({
  // Above the list, which a mask makes a stacking context of its own.
  position: 'relative',
  zIndex: 1,
  alignSelf: 'center',
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
  justifySelf: 'end',
  '&[data-scroll="start"]': { justifySelf: 'start' },
  '@media (hover: hover)': { '&:hover': { backgroundColor: 'var(--header-hover)' } },
});

/** A long title on two lines (see `scrollerStyles`). */
const twoLines = {
  inlineSize: 'min-content',
  minInlineSize: `calc(7em + ${space[3]} + var(--link-end))`,
  whiteSpace: 'normal',
  '&:lang(ar)': { minInlineSize: `calc(8.5em + ${space[3]} + var(--link-end))` },
} as const;

const scrollerStyles = css({
  display: 'flex',
  minInlineSize: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '& > li': {
    display: 'flex',
    flexShrink: 0,
    // The width of a category menu's toggle, drawn over the end of its link (`--link-end`).
    '--menu-toggle': '1.5rem',
    '--link-end': `calc(var(--menu-toggle) + ${space[2]})`,
    [media.up('desktopXl')]: { '--menu-toggle': '2rem' },
  },
  '& > li[data-leaf]': { '--link-end': space[3] },
  // From xl up every entry stays in view: a long title takes two lines, as narrow as its longest
  // word or 7em (so the box is about as wide as its lines and the chevron follows the text; Arabic
  // words are wider). On wider screens only the longest titles do; on the widest none.
  [media.between('xl', 'desktop')]: { '& > li[data-wrap] > a': twoLines },
  [media.between('3xl', 'desktop')]: {
    '& > li[data-wrap="long"] > a': { inlineSize: 'auto', minInlineSize: 0, whiteSpace: 'nowrap' },
  },
});

const linkStyles = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInlineStart: space[3],
  paddingInlineEnd: 'var(--link-end)',
  color: 'inherit',
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  [media.up('3xl')]: { fontSize: '0.9375rem' },
  [media.up('desktopXl')]: { fontSize: fontSizes.lg, paddingInlineStart: space[4] },
  [media.up('desktop3xl')]: { fontSize: fontSizes['2xl'], paddingInlineStart: space[6] },
  // The indicator sits on the row's lower edge: green under the hovered or current section (and
  // the open one: CategoryMenu).
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
