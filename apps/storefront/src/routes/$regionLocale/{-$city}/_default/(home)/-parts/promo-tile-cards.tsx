import styled from '@emotion/styled';
import type { Banner } from '@storefront/api-client';
import { RegionLink } from '@storefront/regions';
import { ArrowEndIcon, buildResponsiveImage, useImageLoader, type ImageSizes } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import { useBackendImageUrl } from '../../../../../../app/backend-image';
import { bannerTarget } from './banner-link';
import { homeMessages as messages } from './home.messages';
import { Section, SectionHeader, SectionTitle } from './home-section';

/**
 * What the desktop art (3:1) is drawn at inside a card's 17:10 crop (`object-fit: cover`: 1.76×
 * the box's width): a phone's full width, half the page from md, and on wide screens the card's
 * picture column (~58 % of half the page). Phone slots per breakpoint give phones 750–1440 px
 * candidates instead of the 1920 px picture.
 */
const TILE_SIZES: ImageSizes = { default: '176vw', globalSm: '176vw', sm: '176vw', md: '88vw', desktopLg: '52vw' };

/** The other `home-hero` banners as picture cards, side by side from tablets up. */
export function PromoTileCards({ banners }: { banners: readonly Banner[] }) {
  const imageUrl = useBackendImageUrl();
  const loader = useImageLoader();
  if (banners.length === 0) return null;
  return (
    <Section aria-labelledby="home-promos-title">
      <SectionHeader>
        <SectionTitle id="home-promos-title">
          <FormattedMessage {...messages.promos} />
        </SectionTitle>
      </SectionHeader>
      <Cards>
        {banners.map((banner) => {
          const target = bannerTarget(banner.link);
          const { desktop } = banner.images;
          const image = buildResponsiveImage(imageUrl(desktop.path), { width: desktop.width, sizes: TILE_SIZES }, loader);
          return (
            <li key={banner.id}>
              <Card>
                {/* Decorative: the card's title says what it shows. */}
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet && image.sizes}
                  alt=""
                  width={desktop.width}
                  height={desktop.height}
                  loading="lazy"
                  decoding="async"
                />
                <CardText>
                  <CardTitle>{banner.title}</CardTitle>
                  <CardSubtitle>{banner.subtitle}</CardSubtitle>
                  <CardLink to={target.to} search={target.search}>
                    {banner.cta}
                    <ArrowEndIcon size={18} />
                  </CardLink>
                </CardText>
              </Card>
            </li>
          );
        })}
      </Cards>
    </Section>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** The desktop picture cropped to 17:10 from its end: the subject without the picture's caption. */
const Card = styled.article`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  /* The pictures' own backdrop, so picture and card read as one surface. */
  background: linear-gradient(135deg, #1d1d1f 0%, #2c2f34 55%, #3a3d42 100%);
  color: ${({ theme }) => theme.colors.textInverse};
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 17 / 10;
    object-fit: cover;
    object-position: 100% 50%;
  }
  [dir='rtl'] & img {
    transform: scaleX(-1);
  }
  /* Wide screens: text beside the picture, so two cards never grow taller than the screen. */
  ${({ theme }) => theme.media.up('desktopLg')} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: center;
    img {
      order: 1;
      mask-image: linear-gradient(to right, transparent 0%, #000 25%);
    }
  }
`;

const CardText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  flex: 1;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.up('lg')} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[8]};
  }
  ${({ theme }) => theme.media.up('desktopLg')} {
    flex: none;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[12]};
  }
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: clamp(1.25rem, 1.1rem + 0.8vw, 2.25rem);
  font-weight: 800;
  line-height: 1.15;
  &:lang(ar) {
    line-height: 1.4;
  }
`;

const CardSubtitle = styled.p`
  margin: 0;
  color: rgba(255, 255, 255, 0.78);
  font-size: clamp(1rem, 0.95rem + 0.2vw, 1.375rem);
`;

const CardLink = styled(RegionLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 44px;
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  @media (hover: hover) {
    &:hover {
      text-decoration: underline;
      text-underline-offset: 0.2em;
    }
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.textInverse};
  }
`;
