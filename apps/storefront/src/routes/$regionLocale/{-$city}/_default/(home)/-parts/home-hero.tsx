import styled from '@emotion/styled';
import { DisplayTitle, Eyebrow } from '../../../../../../pages/display-type';
import type { Banner } from '@storefront/api-client';
import { RegionLink } from '@storefront/regions';
import { ArrowEndIcon, breakpoints, buildResponsiveImage, useImageLoader, type ImageSizes } from '@storefront/ui';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { useBackendImageUrl } from '../../../../../../app/backend-image';
import { bannerTarget } from './banner-link';

export interface HomeHeroProps {
  /** The first `home-hero` banner; without one (the backend failed) the hero shows the heading alone. */
  banner: Banner | undefined;
  /** The page's `h1`: the country's storefront. */
  heading: ReactNode;
  /** Shown under the heading when there is no banner. */
  lead: ReactNode;
}

const TITLE_SIZE = 'clamp(2rem, 1.4rem + 2.6vw, 6.5rem)';

/** Where each crop shows: the desktop art from md, the mobile art below (exactly the rest). */
const HERO_MEDIA = {
  desktop: `(min-width: ${breakpoints.md}px)`,
  mobile: `not all and (min-width: ${breakpoints.md}px)`,
} as const;

/**
 * What each crop's picture is drawn at (the `object-fit: cover` crops of `Media` below): the 750 px
 * mobile art fills the phone's width; the 3:1 desktop art is scaled to the height of a 17:10 box on
 * tablets (1.76× the box's width), of a 3:2 box in the ~55 % column from lg (2×), and the column
 * stops at 88rem on wide screens.
 */
const MOBILE_SIZES = '100vw';
const DESKTOP_SIZES: ImageSizes = { default: '176vw', lg: '109vw', desktopLg: '2816px' };

/**
 * The region home's hero: the banner's title, text and call to action beside its picture, art
 * directed per device. The seeded pictures carry their own caption in one language; each crop
 * keeps the subject and leaves that caption out, so the localized text is the only one shown.
 */
export function HomeHero({ banner, heading, lead }: HomeHeroProps) {
  const imageUrl = useBackendImageUrl();
  const loader = useImageLoader();
  if (!banner) {
    return (
      <Hero as="section" aria-labelledby="home-title">
        <Text data-alone="">
          <HeroTitle id="home-title" size={TITLE_SIZE}>{heading}</HeroTitle>
          <Subtitle>{lead}</Subtitle>
        </Text>
      </Hero>
    );
  }
  const { desktop, mobile } = banner.images;
  const target = bannerTarget(banner.link);
  // Resized by the app's image loader: a phone gets a phone-sized picture, a desktop a desktop one.
  const desktopImage = buildResponsiveImage(imageUrl(desktop.path), { width: desktop.width, sizes: DESKTOP_SIZES }, loader);
  // Half and full the art's width: 400 and 750 px.
  const mobileImage = buildResponsiveImage(imageUrl(mobile.path), { width: mobile.width, sizes: MOBILE_SIZES, densities: [0.5, 1] }, loader);
  // The page's LCP element: fetched from <head> (React hoists these links there in the server's
  // HTML), each art-directed crop only where the <picture> shows it.
  for (const [image, media] of [
    [mobileImage, HERO_MEDIA.mobile],
    [desktopImage, HERO_MEDIA.desktop],
  ] as const) {
    preload(image.src, { as: 'image', fetchPriority: 'high', media, imageSrcSet: image.srcSet, imageSizes: image.srcSet && image.sizes });
  }
  return (
    <Hero as="section" aria-labelledby="home-hero-title">
      <Text>
        <HeroEyebrow as="h1" tone="onDark" id="home-title">
          {heading}
        </HeroEyebrow>
        <HeroTitle as="h2" id="home-hero-title" size={TITLE_SIZE}>
          {banner.title}
        </HeroTitle>
        <Subtitle>{banner.subtitle}</Subtitle>
        <Cta to={target.to} search={target.search}>
          {banner.cta}
          <ArrowEndIcon size={20} />
        </Cta>
      </Text>
      <Media>
        <picture>
          <source
            media={HERO_MEDIA.desktop}
            srcSet={desktopImage.srcSet ?? desktopImage.src}
            sizes={desktopImage.sizes}
            width={desktop.width}
            height={desktop.height}
          />
          {/* Decorative: the title beside it says what it shows. Never lazy: it is the LCP. */}
          <img
            src={mobileImage.src}
            srcSet={mobileImage.srcSet}
            sizes={mobileImage.sizes}
            alt=""
            width={mobile.width}
            height={mobile.height}
            fetchPriority="high"
            decoding="async"
          />
        </picture>
      </Media>
    </Hero>
  );
}

const Hero = styled.div`
  position: relative;
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  /* The pictures' own backdrop (#1d1d1f to #3a3d42), so picture and hero read as one surface. */
  background: linear-gradient(135deg, #1d1d1f 0%, #2c2f34 55%, #3a3d42 100%);
  color: ${({ theme }) => theme.colors.textInverse};
  isolation: isolate;
  [dir='rtl'] & {
    background: linear-gradient(225deg, #1d1d1f 0%, #2c2f34 55%, #3a3d42 100%);
  }
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
    align-items: center;
    min-block-size: clamp(22rem, 12rem + 18vw, 44rem);
  }
  /* Wide screens: the picture stops growing at 88rem, the text keeps the rest. */
  ${({ theme }) => theme.media.up('desktopLg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 88rem);
  }
  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    block-size: 4px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.up('sm')} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[12]};
  }
  ${({ theme }) => theme.media.up('lg')} {
    padding: clamp(2rem, 1rem + 3vw, 6rem);
    padding-inline-end: 0;
    z-index: 1;
  }
  /* Without a banner the heading has the whole hero. */
  &[data-alone] {
    grid-column: 1 / -1;
    h1 {
      max-inline-size: 24ch;
    }
  }
`;

/** The page's own heading, set small above the banner's title. */
const HeroEyebrow = styled(Eyebrow)`
  font-size: clamp(0.75rem, 0.7rem + 0.2vw, 1.125rem);
  &:lang(ar) {
    font-size: clamp(0.875rem, 0.8rem + 0.2vw, 1.125rem);
  }
`;

const HeroTitle = styled(DisplayTitle)`
  max-inline-size: 18ch;
`;

const Subtitle = styled.p`
  margin: 0;
  max-inline-size: 40ch;
  color: rgba(255, 255, 255, 0.8);
  font-size: clamp(1rem, 0.9rem + 0.5vw, 1.875rem);
  line-height: 1.5;
`;

const Cta = styled(RegionLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: 3.25rem;
  padding-block: 0.5em;
  margin-block-start: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('sm')} {
    padding-inline: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  }
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: clamp(1rem, 0.95rem + 0.25vw, 1.5rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.durations.fast};
  svg {
    transition: transform ${({ theme }) => theme.durations.fast};
  }
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.accentHover};
    }
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.textInverse};
    outline-offset: 3px;
  }
`;

/**
 * Phones: the mobile picture cropped at 4:3 from the top (its caption sits at the bottom).
 * From md: the desktop picture cropped from its end (its caption sits at the start), faded into the
 * hero's backdrop: above the text on tablets, beside it from lg, so text and picture read as one
 * surface (no caption is left in this crop, so right to left it can be mirrored).
 */
const Media = styled.div`
  order: -1;
  picture,
  img {
    display: block;
    inline-size: 100%;
  }
  img {
    aspect-ratio: 4 / 3;
    block-size: auto;
    object-fit: cover;
    object-position: 50% 0;
    background: #f4f5f6;
  }
  ${({ theme }) => theme.media.up('md')} {
    img {
      aspect-ratio: 17 / 10;
      object-position: 100% 50%;
      background: none;
      mask-image: linear-gradient(to bottom, #000 70%, transparent 100%);
    }
    /* Mirrored right to left: the picture faces the reading direction. */
    [dir='rtl'] & img {
      transform: scaleX(-1);
    }
  }
  ${({ theme }) => theme.media.up('lg')} {
    order: 0;
    img {
      aspect-ratio: 3 / 2;
      mask-image:
        linear-gradient(to right, transparent 0%, #000 30%),
        linear-gradient(to bottom, transparent 0%, #000 15%, #000 85%, transparent 100%);
      mask-composite: intersect;
    }
  }
`;
