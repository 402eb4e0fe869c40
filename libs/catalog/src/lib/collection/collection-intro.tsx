import styled from '@emotion/styled';
import type { Taxonomy } from '@storefront/api-client';
import { useRegionPath } from '@storefront/regions';
import { Breadcrumbs, Image, type ImageSizes } from '@storefront/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { productListMessages } from '../product-list/product-list.messages';
import { QueryLink } from '../product-list/query-link';
import { collectionMessages as messages } from './collection.messages';

export interface CollectionIntroProps {
  /** `GET /taxonomies/{slug}` (its summary fields); `undefined` when it did not load: the trail and a generic heading. */
  collection: Taxonomy | undefined;
  /** How many products the page lists (left out while unknown, and when none: the page's empty state tells). */
  count?: number;
  /** A backend image path as the browser fetches it (the app's image URL builder). */
  imageUrl?: (path: string) => string;
}

/** The picture's layout width: 150 % of its box (the crop), which is the hero's width on phones and at most 46 % of it from md. */
const PICTURE_SIZES: ImageSizes = { default: '150vw', md: '69vw' };

/**
 * A collection's place on the site (home → collection) and its hero: the kicker, the title (the
 * page's `h1`, `#collection-title`), the description, the product count and the collection's
 * picture, which is the page's LCP image (preloaded). The seeded pictures draw an English caption
 * at their start and the silhouette at their end: the crop keeps the end, so the localized title is
 * the only text shown, and right to left it is mirrored to face the reading direction.
 */
export function CollectionIntro({ collection, count, imageUrl = (path) => path }: CollectionIntroProps) {
  const intl = useIntl();
  const regionPath = useRegionPath();
  const kicker = intl.formatMessage(messages.kicker);
  const trail = [
    { label: intl.formatMessage(productListMessages.home), href: regionPath('') },
    { label: collection?.title ?? kicker },
  ];
  const breadcrumbs = (
    <Breadcrumbs
      items={trail}
      label={intl.formatMessage(productListMessages.breadcrumbs)}
      renderLink={({ href, children }) => <QueryLink href={href}>{children}</QueryLink>}
    />
  );
  if (!collection) {
    return (
      <Intro>
        {breadcrumbs}
        <PlainTitle id="collection-title">{kicker}</PlainTitle>
      </Intro>
    );
  }
  return (
    <Intro>
      {breadcrumbs}
      <Hero>
        <Text>
          <Kicker>{kicker}</Kicker>
          <Title id="collection-title">{collection.title}</Title>
          {collection.description ? <Description>{collection.description}</Description> : null}
          {/* Without products the page's empty state says so, and why. */}
          {!count ? null : (
            <Count>
              <FormattedMessage {...productListMessages.count} values={{ count }} />
            </Count>
          )}
        </Text>
        <Media>
          {/* Decorative: the title beside it names the collection. */}
          <Image
            src={imageUrl(collection.image.path)}
            alt=""
            width={collection.image.width}
            height={collection.image.height}
            sizes={PICTURE_SIZES}
            preset="shop"
            priority
          />
        </Media>
      </Hero>
    </Intro>
  );
}

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const PlainTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: 1.15;
`;

/** Dark like the pictures' own backdrop (#1d1d1f to #3a3d42), so picture and hero read as one surface. */
const Hero = styled.div`
  position: relative;
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, #1d1d1f 0%, #2c2f34 55%, #3a3d42 100%);
  color: ${({ theme }) => theme.colors.textInverse};
  isolation: isolate;
  [dir='rtl'] & {
    background: linear-gradient(225deg, #1d1d1f 0%, #2c2f34 55%, #3a3d42 100%);
  }
  ${({ theme }) => theme.media.up('md')} {
    /* The picture's box keeps its ratio: capped, so a wide screen gets a wider text, not a taller hero. */
    grid-template-columns: minmax(0, 1fr) minmax(0, min(46%, 40rem));
    align-items: center;
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
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.up('md')} {
    padding: clamp(1.5rem, 0.5rem + 2.5vw, 5rem);
    padding-inline-end: 0;
    z-index: 1;
  }
`;

const Kicker = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.14em;
  line-height: 1.4;
  text-transform: uppercase;
  &:lang(ar) {
    letter-spacing: 0;
  }
`;

const Title = styled.h1`
  margin: 0;
  max-inline-size: 20ch;
  font-size: clamp(2rem, 1.5rem + 2vw, 4rem);
  font-weight: 800;
  line-height: 1.05;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
  text-wrap: balance;
  &:lang(ar) {
    letter-spacing: 0;
    line-height: 1.3;
  }
`;

const Description = styled.p`
  margin: 0;
  max-inline-size: 48ch;
  color: rgba(255, 255, 255, 0.82);
  font-size: clamp(1rem, 0.95rem + 0.3vw, 1.25rem);
  line-height: 1.5;
`;

const Count = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * The picture's crop, the same on every screen: the image drawn at 150 % of the box's width and
 * anchored to its right end, so the box shows x 33–100 % and y 8–91 % of it, where the silhouette
 * is. The backend draws its brand mark at the top left (outside the crop) and an English caption
 * along the bottom left, up to 47 % across: masked out, so the localized title beside it is the only
 * text. Phones: above the text. From md: beside it, faded into the hero's backdrop.
 */
const Media = styled.div`
  position: relative;
  order: -1;
  overflow: hidden;
  aspect-ratio: 16 / 10;
  img {
    position: absolute;
    inset-block-start: -9.6%;
    /* Physical, not logical: the silhouette is at the picture's right whatever the page's direction. */
    right: 0;
    inline-size: 150%;
    max-inline-size: none;
    block-size: auto;
    background: none;
    /* Shows all but the bottom-left corner, where the caption is (the union of the two layers). */
    mask-image:
      linear-gradient(to right, transparent 46%, #000 48%),
      linear-gradient(to bottom, #000 80%, transparent 83%);
    mask-composite: add;
  }
  /* Mirrored right to left: the picture faces the reading direction (no text is left in the crop). */
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
  /* Its edges fade into the hero's backdrop, so no seam shows where the crop ends. */
  mask-image: linear-gradient(to bottom, #000 70%, transparent 100%);
  ${({ theme }) => theme.media.up('md')} {
    order: 0;
    /* Faded where it meets the text too (mirrored with the picture right to left). */
    mask-image:
      linear-gradient(to right, transparent 0%, #000 30%),
      linear-gradient(to bottom, transparent 0%, #000 12%, #000 78%, transparent 100%);
    mask-composite: intersect;
  }
`;
