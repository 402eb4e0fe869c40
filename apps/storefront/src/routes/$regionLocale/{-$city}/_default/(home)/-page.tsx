import styled from '@emotion/styled';
import { useGetInitQuery } from '@storefront/regions';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../app/lazy-hydrated';
import { appMessages } from '../../../../../app/messages';
import { CategoryTiles } from './-parts/category-tiles';
import { HomeHero } from './-parts/home-hero';
import { HomeStrip } from './-parts/home-strip';
import { PromoTileCards } from './-parts/promo-tile-cards';

const regionRoute = getRouteApi('/$regionLocale');
const cityRoute = getRouteApi('/$regionLocale/{-$city}');
// At the page's end: server-rendered in full, hydrated from its own chunk once the browser is idle
// (docs/adr/0231-one-deferred-hydration-primitive.md: the region filter's field and the store cards).
const HomePlaces = lazyHydrated('home places', () => import('./-parts/home-places').then((module) => module.HomePlaces));
const homeRoute = getRouteApi('/$regionLocale/{-$city}/_default/(home)/');

/**
 * `/{region}_{locale}/{city?}/`: the hero, the catalogue's categories, the featured offers and the
 * newest products, more banners, the latest posts, where to find us.
 */
export function RegionHomePage() {
  const { regionLocale, countryName } = regionRoute.useRouteContext();
  const { city } = cityRoute.useRouteContext();
  // Loaded by the route; after a failure there the page goes without.
  const { banners, strips } = homeRoute.useLoaderData();
  const args = { region: regionLocale.region.code, locale: regionLocale.locale };
  const page = `${args.region}_${args.locale}`;
  const { data: init } = useGetInitQuery(args);
  const [hero, ...promos] = banners;
  const lead = <FormattedMessage {...appMessages.homeLead} values={{ country: countryName }} />;
  // A city's home names the city in its in-city form (SPEC §3 placeholders, filled by the catalogue).
  const heading = city ? (
    <FormattedMessage {...appMessages.cityHomeTitle} />
  ) : (
    <FormattedMessage {...appMessages.homeTitle} values={{ country: countryName }} />
  );
  return (
    <Page>
      <HomeHero
        banner={hero}
        heading={heading}
        lead={lead}
      />
      <Intro>
        {hero ? <Statement>{lead}</Statement> : null}
        <Note>
          <FormattedMessage {...appMessages.homeCurrency} />
        </Note>
      </Intro>
      <CategoryTiles categories={init?.categories ?? []} />
      {/* Keyed by the page: another country's or language's home starts its strips afresh. */}
      <HomeStrip key={`offers:${page}`} kind="offers" args={args} prefetched={strips} />
      <HomeStrip key={`new:${page}`} kind="new" args={args} prefetched={strips} />
      <PromoTileCards banners={promos} />
      <HomeStrip key={`posts:${page}`} kind="posts" args={args} prefetched={strips} />
      <HomePlaces country={regionLocale.region.code} locale={regionLocale.locale} />
    </Page>
  );
}

/** Aligned with the header and footer (the ui Container's padding), up to a 4K screen. */
const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: clamp(3rem, 2rem + 3vw, 8rem);
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.layout.containerMaxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('sm')} {
    padding-inline: ${({ theme }) => theme.space[5]};
  }
  ${({ theme }) => theme.media.up('md')} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
  ${({ theme }) => theme.media.up('lg')} {
    padding-inline: ${({ theme }) => theme.space[8]};
  }
  ${({ theme }) => theme.media.up('xl')} {
    padding-inline: ${({ theme }) => theme.space[10]};
  }
  ${({ theme }) => theme.media.up('desktop')} {
    padding-inline: ${({ theme }) => theme.space[12]};
  }
  ${({ theme }) => theme.media.up('desktopXl')} {
    padding-inline: ${({ theme }) => theme.space[16]};
  }
  ${({ theme }) => theme.media.up('desktop3xl')} {
    padding-inline: ${({ theme }) => theme.space[24]};
  }
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const Statement = styled.p`
  margin: 0;
  max-inline-size: 32em;
  font-size: clamp(1.25rem, 1rem + 1.2vw, 2.5rem);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.3;
  letter-spacing: -0.01em;
  text-wrap: pretty;
  &:lang(ar) {
    letter-spacing: 0;
    line-height: 1.6;
  }
`;

const Note = styled.p`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: clamp(0.9375rem, 0.9rem + 0.2vw, 1.125rem);
`;

