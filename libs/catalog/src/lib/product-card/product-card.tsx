import { css } from '@emotion/react';
import type { ProductSummary } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import {
  Badge,
  Card,
  CardBody,
  CardFooter,
  CardMedia,
  Heading,
  Image,
  IsolatedName,
  colors,
  durations,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  space,
  type ImageSizes,
} from '@storefront/ui';
import { useId, type ReactNode } from 'react';
import { ProductPrice, StockNote } from './product-price';

export interface ProductCardProps {
  /** One item of `GET /v2/products/`. */
  product: ProductSummary;
  /** Page language, e.g. `ar`; prices and numbers format with `formattingLocale(locale, country)` (Latin digits). */
  locale: LocaleCode;
  /** ISO country of the region (`AE`), for `formattingLocale`. */
  country: string;
  /** Heading level of the product name inside the grid (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The first cards of a list are above the fold: `eager` for them; default `lazy`. */
  imageLoading?: 'eager' | 'lazy';
  /**
   * The list's first card, the likely LCP element: `fetchpriority="high"` and a preload link (loads
   * eagerly whatever `imageLoading` says). One card per page at most.
   */
  imagePriority?: boolean;
  /**
   * The URL of the product image's source from its backend `path` (the app's region `imagesPrefix`,
   * `useBackendImageUrl`); default the path unchanged. Resizing (the `srcset` candidates) is the
   * `UiProvider`'s `imageLoader`, as for every `Image`.
   */
  imageUrl?: (path: string) => string;
  /**
   * The card's actions slot: the app puts "add to cart" / "add to comparison" here (features never
   * import each other; the app wires the cart and comparison libs' actions into this slot). Rendered
   * in the card's footer, outside the product link and above its click area.
   */
  actions?: ReactNode;
  /** The product's link was followed (a list's `select_item`). */
  onSelect?: () => void;
}

/** The catalogue grid's columns (`ProductGrid`): 2 on phones, 3 from md, 4 from xl. */
const IMAGE_SIZES: ImageSizes = { default: '50vw', md: '33vw', xl: '25vw' };

const samePath = (path: string) => path;

const cardStyles = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  transition: `box-shadow ${durations.normal}, border-color ${durations.normal}`,
  '@media (hover: hover)': {
    '&:hover': { borderColor: colors.borderStrong, boxShadow: shadows.md },
  },
  '&:focus-within': { borderColor: colors.borderStrong },
});

const mediaStyles = css({
  position: 'relative',
  backgroundColor: colors.surfaceMuted,
  // One box for every card of a row, whatever the photo's ratio: the whole product stays visible.
  '& img': { aspectRatio: '4 / 3', objectFit: 'contain' },
});

const badgeListStyles = css({
  position: 'absolute',
  insetBlockStart: space[2],
  insetInlineStart: space[2],
  insetInlineEnd: space[2],
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const nameStyles = css({ overflowWrap: 'anywhere' });

/**
 * The stretched link: its `::after` covers the whole card, so a click anywhere opens the product,
 * while the link alone is focusable and named by the product name. The footer sits above it.
 */
const linkStyles = css({
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radii.md },
  '@media (hover: hover)': {
    [`article:hover &`]: { textDecoration: 'underline' },
  },
});

const descriptionStyles = css({
  margin: 0,
  color: colors.textMuted,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

const footerStyles = css({ position: 'relative', zIndex: 1 });

const offerStyles = css({ margin: 0, color: colors.danger, fontSize: fontSizes.sm, lineHeight: lineHeights.snug, fontWeight: fontWeights.semibold });

/**
 * A product in a catalogue list: picture, badges, name (the link to the product page), short
 * description, price with the old price of a sale (at a running offer: the offer's price, the price
 * before it struck through, and the offer's name), and stock. The whole card is clickable; the
 * actions slot (cart, comparison) stays separately focusable.
 */
export function ProductCard({
  product,
  locale,
  country,
  headingLevel = 3,
  imageLoading = 'lazy',
  imagePriority = false,
  imageUrl = samePath,
  actions,
  onSelect,
}: ProductCardProps) {
  const nameId = useId();
  const badges = [...product.badges].sort((a, b) => a.position - b.position);

  return (
    <Card as="article" padding={0} aria-labelledby={nameId} data-product={product.slug} css={cardStyles}>
      <CardMedia css={mediaStyles}>
        <Image
          src={imageUrl(product.image.path)}
          alt={product.image.alt}
          width={product.image.width}
          height={product.image.height}
          sizes={IMAGE_SIZES}
          preset="shop"
          loading={imageLoading}
          priority={imagePriority}
        />
        {badges.length > 0 ? (
          <ul css={badgeListStyles}>
            {badges.map((badge) => (
              <li key={badge.id}>
                {/* The kind's colours, not the backend's: they are checked for contrast (WCAG AA). */}
                <Badge kind={badge.text}>{badge.title}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </CardMedia>
      <CardBody>
        <Heading level={headingLevel} size={4} id={nameId} css={nameStyles}>
          <RegionLink to={`product/${product.slug}`} css={linkStyles} onClick={onSelect}>
            <IsolatedName>{product.name}</IsolatedName>
          </RegionLink>
        </Heading>
        {product.shortDescription ? <p css={descriptionStyles}>{product.shortDescription}</p> : null}
        <ProductPrice product={product} locale={locale} country={country} />
        {/* The running offer the price is at (its discount is the struck-through price's). */}
        {product.offer ? (
          <p css={offerStyles} data-offer={product.offer.slug}>
            {product.offer.title}
          </p>
        ) : null}
        <StockNote product={product} />
      </CardBody>
      {actions ? <CardFooter css={footerStyles}>{actions}</CardFooter> : null}
    </Card>
  );
}
