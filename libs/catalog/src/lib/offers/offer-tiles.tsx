import styled from '@emotion/styled';
import type { Offer } from '@storefront/api-client';
import { RegionLink } from '@storefront/regions';
import { FormattedMessage, useIntl } from 'react-intl';
import { productListMessages } from '../product-list/product-list.messages';
import { OfferDiscount } from './offer-discount';
import { offersMessages as messages } from './offers.messages';
import { TileGrid, TilePicture } from '../tile-grid';

/** What a tile shows of an offer: `/init/offers` gives the first fields, `/offers` all of them. */
export type OfferTileData = Pick<Offer, 'id' | 'slug' | 'title' | 'discountPercent' | 'endsAt' | 'image'> &
  Partial<Pick<Offer, 'description' | 'productsCount'>>;

export interface OfferTilesProps {
  offers: readonly OfferTileData[];
  /** A backend image path as the browser fetches it (the app's image URL builder). */
  imageUrl?: (path: string) => string;
  /** The tiles' titles are headings of this level (under the page's or the strip's heading). */
  headingLevel?: 2 | 3;
  /**
   * The tiles head the page (the offers page): the first picture is its LCP element (eager,
   * `fetchpriority="high"`, preloaded), the first row's load eagerly. Default `false`: lazy pictures.
   */
  top?: boolean;
}

/**
 * Running offers as tiles: picture, discount, title, description and end date, each leading to its
 * products (`/catalog/?offers.slug=…`, the list the header's sale links open). The whole tile is the
 * link's target; its one link is the title.
 */
export function OfferTiles({ offers, imageUrl = (path) => path, headingLevel = 2, top = false }: OfferTilesProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <TileGrid columns={3}>
      {offers.map((offer, index) => (
        <Tile key={offer.id}>
          <Picture>
            {/* Decorative: the title names the offer. */}
            <TilePicture image={offer.image} imageUrl={imageUrl} columns={3} index={index} top={top} />
            <Discount percent={offer.discountPercent} />
          </Picture>
          <Body>
            <Heading>
              <TileLink to="catalog" search={{ 'offers.slug': offer.slug }}>
                {offer.title}
              </TileLink>
            </Heading>
            {offer.description ? <p>{offer.description}</p> : null}
            <Meta>
              <FormattedMessage
                {...productListMessages.offerEnds}
                values={{ date: intl.formatDate(offer.endsAt, { dateStyle: 'long', timeZone: 'UTC' }) }}
              />
              {offer.productsCount === undefined ? null : (
                <span>
                  <FormattedMessage {...productListMessages.count} values={{ count: offer.productsCount }} />
                </span>
              )}
            </Meta>
            <Call aria-hidden="true">
              <FormattedMessage {...messages.showProducts} />
            </Call>
          </Body>
        </Tile>
      ))}
    </TileGrid>
  );
}

export interface RunningOffersStripProps {
  offers: readonly OfferTileData[];
  imageUrl?: (path: string) => string;
}

/** The catalogue root's entry points to the running offers: a titled strip of tiles and "All offers". */
export function RunningOffersStrip({ offers, imageUrl }: RunningOffersStripProps) {
  return (
    <Strip aria-labelledby="running-offers">
      <StripHead>
        <h2 id="running-offers">
          <FormattedMessage {...messages.running} />
        </h2>
        <RegionLink to="offers">
          <FormattedMessage {...messages.allOffers} />
        </RegionLink>
      </StripHead>
      <OfferTiles offers={offers} imageUrl={imageUrl} headingLevel={3} />
    </Strip>
  );
}

const Strip = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StripHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.borderStrong};
    }
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Picture = styled.div`
  position: relative;
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Discount = styled(OfferDiscount)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[3]};
  inset-inline-start: ${({ theme }) => theme.space[3]};
`;
const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.3;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TileLink = styled(RegionLink)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  outline: none;
  /* The whole tile takes the link's clicks. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Call = styled.span`
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
