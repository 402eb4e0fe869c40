import { css } from '@emotion/react';
import type { LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import { Button, Image, IsolatedName, Skeleton, VisuallyHidden, colors, fontSizes, fontWeights, media, radii, space } from '@storefront/ui';
import { useIntl } from 'react-intl';
import type { ComparableProduct, ComparisonCategoryEntry } from '../state/comparison.model';
import { useGetComparisonCategoriesQuery } from '../state/comparison.api';
import { comparisonViewMessages as messages } from './comparison-view.messages';

/** How many products of the category an empty slot offers (the rest are a link away). */
const SUGGESTIONS = 4;
const THUMB = 48;

export interface EmptySlotProps {
  category: ComparisonCategoryEntry;
  region: string;
  locale: LocaleCode;
  imageUrl: (path: string) => string;
  onAdd: (product: ComparableProduct) => void;
}

/**
 * The first free slot of a category: other products of the same category to add in one press
 * (`/comparison/categories`), and a link to the category in the catalogue for the rest.
 */
export function EmptySlot({ category, region, locale, imageUrl, onAdd }: EmptySlotProps) {
  const intl = useIntl();
  const top = category.path.split('/')[0] ?? category.slug;
  const { data, isLoading } = useGetComparisonCategoriesQuery({ region, locale, top });
  const compared = new Set(category.products.map((product) => product.productId));
  const leaf = data?.items.flatMap((root) => root.subCategories).find((sub) => sub.id === category.id);
  const suggestions = (leaf?.products ?? []).filter((product) => !compared.has(product.id)).slice(0, SUGGESTIONS);
  const { id, slug, path, title } = category;
  return (
    <div css={slotStyles}>
      <p css={headingStyles}>{intl.formatMessage(messages.emptySlotTitle, { category: category.title })}</p>
      {isLoading ? (
        <div role="status">
          <VisuallyHidden>{intl.formatMessage(messages.suggestionsLoading)}</VisuallyHidden>
          <Skeleton shape="text" lines={3} />
        </div>
      ) : suggestions.length > 0 ? (
        <ul css={listStyles}>
          {suggestions.map((product) => (
            <li key={product.id} css={itemStyles}>
              <Image src={imageUrl(product.image.path)} alt="" width={THUMB} height={THUMB} sizes={`${THUMB}px`} fit="contain" preset="shop" loading="lazy" />
              <span css={nameStyles}>
                <IsolatedName>{product.title}</IsolatedName>
              </span>
              <Button
                variant="outlined"
                size="sm"
                aria-label={intl.formatMessage(messages.addSuggestion, { product: product.title })}
                onClick={() => onAdd({ id: product.id, slug: product.slug, name: product.title, image: product.image, category: { id, slug, path, title } })}
              >
                {intl.formatMessage(messages.addSuggestionVisible)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <RegionLink to={`catalog/${category.path}`} css={linkStyles}>
        {intl.formatMessage(messages.browseCategory, { category: category.title })}
      </RegionLink>
    </div>
  );
}

/** A second or third free slot: its place in the table, nothing to do twice. */
export function FreeSlot() {
  const intl = useIntl();
  return <div css={[slotStyles, freeStyles]}>{intl.formatMessage(messages.freeSlot)}</div>;
}

const slotStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  blockSize: '100%',
  padding: space[3],
  border: `2px dashed ${colors.border}`,
  borderRadius: radii.lg,
  textAlign: 'start',
  fontWeight: fontWeights.regular,
});

const freeStyles = css({ alignItems: 'center', justifyContent: 'center', minBlockSize: '10rem', color: colors.textMuted });

const headingStyles = css({ margin: 0, fontWeight: fontWeights.semibold });

const listStyles = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  // A phone's slot is as tall as a product's card: two suggestions, the link for the rest.
  [media.down('md')]: { '& > li:nth-of-type(n + 3)': { display: 'none' } },
});

const itemStyles = css({
  display: 'grid',
  gridTemplateColumns: `${THUMB}px minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: space[2],
});

const nameStyles = css({ fontSize: fontSizes.sm, lineHeight: 1.3 });

const linkStyles = css({
  color: colors.accentText,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
});
