import { css, Global } from '@emotion/react';
import { skipToken } from '@storefront/api-client';
import { useAppSelector } from '../../app/store-hooks';
import { useGetRunningOffersQuery } from '@storefront/catalog';
import type { LocaleCode } from '@storefront/locales';
import { useGetCitiesQuery, useGetInitQuery, type RegionConfig } from '@storefront/regions';
import { Container, durations, easings, media, space, zIndices } from '@storefront/ui';
import { useMatches } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import { statusPageOf } from '../../app/route-data';
import { selectErrorPageShown, selectHeaderModal, selectHeaderScrolled } from '../../app/shell.slice';
import { BrandLogo } from './brand-logo';
import { HeaderActions } from './header-actions';
import { HeaderDialogs } from './header-dialogs';
import { categoryLinks, saleLinks } from './header-links';
import { headerSchemeFor } from './header-scheme';
import { headerHeights, schemeVariables } from './header-styles';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SectionNav } from './section-nav';
import { UtilityBar } from './utility-bar';
import { useBodyScrollLock, useCloseOnNavigation, useScrollFlag } from './use-header-effects';
import { useHeaderPlace } from './use-header-place';

export interface SiteHeaderProps {
  region: RegionConfig;
  locale: LocaleCode;
  /** The country's name in the page's language. */
  countryName: string;
}

/**
 * The header of every regional page (SPEC §2, §4): from md up a utility row (city, country,
 * language), a main row (logo, the sections' links, search, comparison, cart; from xl up the sale
 * button too) and a navigation row (categories with their menus); one compact row with the burger below.
 * `data-scheme` carries the colour rule, `data-scrolled` the scrolled flag.
 */
export function SiteHeader({ region, locale, countryName }: SiteHeaderProps) {
  const { pathname, city, sectionPath } = useHeaderPlace();
  // The status page's own flag is set once it mounts; the router's state says so in the server's HTML too.
  const statusPage = useMatches({ select: statusPageOf }) !== undefined;
  const errorPageShown = useAppSelector(selectErrorPageShown) || statusPage;
  const scrolled = useAppSelector(selectHeaderScrolled);
  const modal = useAppSelector(selectHeaderModal);
  const args = { region: region.code, locale };
  const { data: init } = useGetInitQuery(args);
  const { data: offers } = useGetRunningOffersQuery(args);
  const { data: cities } = useGetCitiesQuery(city === undefined ? skipToken : args);
  const categories = useMemo(() => categoryLinks(init?.categories), [init]);
  const sales = useMemo(() => saleLinks(offers), [offers]);
  const cityName = cities?.items.find((item) => item.slug === city)?.name;
  const burger = useRef<HTMLButtonElement>(null);

  useScrollFlag();
  useBodyScrollLock(modal);
  useCloseOnNavigation(pathname);

  return (
    <header
      css={[schemeVariables, headerStyles]}
      data-scheme={headerSchemeFor(sectionPath, errorPageShown)}
      data-scrolled={scrolled}
    >
      <Global styles={documentStyles} />
      <UtilityBar region={region} countryName={countryName} cityName={cityName} />
      <div css={mainRowStyles}>
        <Container css={mainGridStyles}>
          <MobileMenu
            region={region}
            countryName={countryName}
            cityName={cityName}
            categories={categories}
            sales={sales}
            burgerRef={burger}
          />
          <BrandLogo />
          <SectionNav />
          <MainNav categories={categories} sales={sales} css={navAreaStyles} />
          <HeaderActions region={region.code} />
        </Container>
      </div>
      {/* Loaded and mounted when their state opens: none is in the server's HTML. */}
      <HeaderDialogs region={region} locale={locale} fallbackFocus={burger} />
    </header>
  );
}

/** The heights of the main row and the navigation row per screen, as `--header-row`, `--header-nav`. */
const rows = (main: string, nav: string) => ({ '--header-row': main, '--header-nav': nav });

const documentStyles = css({
  // SPEC §2: a header dialog locks the page's scrolling (state from useBodyScrollLock).
  'body[data-modal]:not([data-modal="none"])': { overflow: 'hidden' },
  html: {
    '--header-row': headerHeights.mainMobile,
    [media.up('md')]: rows(headerHeights.mainTablet, headerHeights.nav),
    [media.up('xl')]: rows(headerHeights.mainDesktop, headerHeights.navDesktop),
    [media.up('desktopXl')]: rows(headerHeights.mainDesktopXl, headerHeights.navDesktopXl),
    [media.up('desktop3xl')]: rows(headerHeights.mainDesktop3xl, headerHeights.navDesktop3xl),
    // The rows the sticky header keeps on screen: hash targets stop below them, not under them.
    scrollPaddingBlockStart: 'calc(var(--header-row) + var(--header-nav, 0px))',
  },
});

const headerStyles = css({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: zIndices.header,
  backgroundColor: 'var(--header-bg)',
  color: 'var(--header-fg)',
  borderBlockEnd: '1px solid var(--header-border)',
  transition: `box-shadow ${durations.normal} ${easings.standard}, border-color ${durations.normal} ${easings.standard}`,
  // The utility row scrolls away; the main row stays. Heights are fixed: no layout shift.
  [media.up('md')]: { insetBlockStart: `calc(-1 * ${headerHeights.utility})` },
  '&[data-scrolled="true"]': { boxShadow: 'var(--header-shadow)', borderBlockEndColor: 'transparent' },
});

const mainRowStyles = css({
  // The sale and category panels are placed against this row.
  position: 'relative',
  backgroundColor: 'var(--header-bg)',
  // From md up: a full-width line between the logo row and the navigation row.
  [media.up('md')]: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: 'var(--header-row)',
      borderBlockStart: '1px solid var(--header-border)',
    },
  },
});

const mainGridStyles = css({
  display: 'grid',
  alignItems: 'center',
  columnGap: space[2],
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"burger logo actions"',
  gridTemplateRows: 'var(--header-row)',
  [media.up('md')]: {
    columnGap: space[4],
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"logo links actions" "nav nav nav"',
    gridTemplateRows: 'var(--header-row) var(--header-nav)',
  },
  // The sale button moves up beside the actions: the categories have the whole second row.
  [media.up('xl')]: {
    columnGap: space[6],
    gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
    gridTemplateAreas: '"logo links sale actions" "cats cats cats cats"',
  },
  [media.up('desktopXl')]: { columnGap: space[10] },
  [media.up('desktop3xl')]: { columnGap: space[16] },
});

// The first title lines up with the logo: the links' own padding hangs outside the content box.
// From xl up the navigation is a subgrid over both rows: its list takes the `cats` area, its sale
// menu the `sale` area of the first row. Only its parts take the pointer, not the rows it spans.
const navAreaStyles = css({
  gridArea: 'nav',
  display: 'none',
  [media.up('md')]: { display: 'flex', marginInline: `calc(-1 * ${space[3]})` },
  [media.up('xl')]: {
    display: 'grid',
    gridRow: '1 / -1',
    gridColumn: '1 / -1',
    gridTemplateRows: 'subgrid',
    gridTemplateColumns: 'subgrid',
    marginInline: 0,
    pointerEvents: 'none',
    '& > *': { pointerEvents: 'auto' },
    '& > :first-child': { marginInline: `calc(-1 * ${space[3]})` },
  },
  [media.up('desktopXl')]: { '& > :first-child': { marginInline: `calc(-1 * ${space[4]})` } },
  [media.up('desktop3xl')]: { '& > :first-child': { marginInline: `calc(-1 * ${space[6]})` } },
});
