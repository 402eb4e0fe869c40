import styled from '@emotion/styled';
import type { ProductSummary, SearchSuggestions as SearchSections } from '@storefront/api-client';
import { Image, IsolatedName, VisuallyHidden } from '@storefront/ui';
import type { MouseEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OfferDiscount } from '../offers/offer-discount';
import { searchMessages as messages } from './search.messages';

/** Where a search stands: nothing asked yet, waiting for the first answer, answered, or failed. */
export type SuggestionsState = 'idle' | 'searching' | 'found' | 'no-matches' | 'failed';

export interface SearchSuggestionsProps {
  /** The listbox's id: the combobox's `aria-controls`; each option's id is `optionId(id, index)`. */
  id: string;
  state: SuggestionsState;
  /** The text the suggestions answer. */
  query: string;
  products: readonly ProductSummary[];
  /**
   * Categories and running offers whose titles match (`/products/suggestions`), listed after the products:
   * option `products.length + i` is the i-th category, then the offers.
   */
  categories?: SearchSections['categories'];
  offers?: SearchSections['offers'];
  /** Products matching in all (the suggestions are the first of them). */
  total: number;
  /** The chosen suggestion (`aria-selected`), -1 for none. */
  active: number;
  /** The next answer is on its way; the previous one stays on screen. */
  busy?: boolean;
  productHref: (product: ProductSummary) => string;
  /** A category's catalogue page; an offer's page (the catalogue filtered by it). */
  categoryHref: (category: SearchSections['categories'][number]) => string;
  offerHref: (offer: SearchSections['offers'][number]) => string;
  resultsHref: string;
  formatPrice: (product: ProductSummary) => string;
  imageUrl?: (path: string) => string;
  /** A click on a suggestion (with its index) or on "all results" (a plain link without it). */
  onFollow?: (event: MouseEvent<HTMLAnchorElement>, href: string, index?: number) => void;
  /** The pointer rests on a suggestion: it becomes the chosen one. */
  onPoint?: (index: number) => void;
}

/** The id of a suggestion, for the combobox's `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * Instant search's answer under its field: the suggested products (picture, name, short
 * description, price) as a listbox, with the matching categories and offers in groups of their own
 * after them (the WAI-ARIA listbox with grouped options; one list for ↑/↓), "all results", and the
 * designed states of a search that is waiting, found nothing or failed, announced in a live region.
 */
export function SearchSuggestions({
  id,
  state,
  query,
  products,
  categories = [],
  offers = [],
  total,
  active,
  busy = false,
  productHref,
  categoryHref,
  offerHref,
  resultsHref,
  formatPrice,
  imageUrl = (path) => path,
  onFollow,
  onPoint,
}: SearchSuggestionsProps) {
  const intl = useIntl();
  const sections = categories.length + offers.length;
  const found = state === 'found' && products.length + sections > 0;
  const productOptions = products.map((product, index) => (
    <Option
      key={product.id}
      id={optionId(id, index)}
      role="option"
      aria-selected={index === active}
      href={productHref(product)}
      tabIndex={-1}
      onClick={(event) => onFollow?.(event, productHref(product), index)}
      onMouseMove={() => onPoint?.(index)}
    >
      <Image src={imageUrl(product.image.path)} alt="" width={64} height={48} fit="cover" />
      <span>
        <Name>
          <IsolatedName>{product.name}</IsolatedName>
        </Name>
        <Detail>{product.shortDescription}</Detail>
      </span>
      <PriceText>{formatPrice(product)}</PriceText>
    </Option>
  ));
  /** A category's or an offer's option: its title (and an offer's discount) at index `index` of the list. */
  const sectionOption = (key: string, index: number, href: string, title: string, discount?: number) => (
    <SectionOption
      key={key}
      id={optionId(id, index)}
      role="option"
      aria-selected={index === active}
      href={href}
      tabIndex={-1}
      onClick={(event) => onFollow?.(event, href, index)}
      onMouseMove={() => onPoint?.(index)}
    >
      <Name>
        <IsolatedName>{title}</IsolatedName>
      </Name>
      {discount === undefined ? null : <OfferDiscount percent={discount} />}
    </SectionOption>
  );
  /** A labelled group of options (the APG's grouped listbox: the label is a presentation element inside it). */
  const group = (key: string, label: string, options: ReactNode) => (
    <div role="group" aria-labelledby={`${id}-${key}`} key={key}>
      <GroupLabel role="presentation" id={`${id}-${key}`}>
        {label}
      </GroupLabel>
      {options}
    </div>
  );
  return (
    <>
      <Status role="status">
        {state === 'searching' ? <FormattedMessage {...messages.searching} /> : null}
        {state === 'failed' ? <FormattedMessage {...messages.failed} /> : null}
        {state === 'no-matches' ? (
          <>
            <strong>
              <FormattedMessage {...messages.noMatches} values={{ query }} />
            </strong>{' '}
            <FormattedMessage {...messages.noMatchesHint} />
          </>
        ) : null}
        {found ? (
          <VisuallyHidden>
            {products.length > 0 ? <FormattedMessage {...messages.found} values={{ count: total }} /> : null}
            {sections > 0 ? (
              <>
                {' '}
                <FormattedMessage {...messages.foundSections} values={{ count: sections }} />
              </>
            ) : null}
          </VisuallyHidden>
        ) : null}
      </Status>
      <Listbox id={id} role="listbox" aria-label={intl.formatMessage(messages.suggestions)} hidden={!found} aria-busy={busy}>
        {sections === 0 ? productOptions : null}
        {sections > 0 && products.length > 0 ? group('products', intl.formatMessage(messages.products), productOptions) : null}
        {categories.length > 0
          ? group(
              'categories',
              intl.formatMessage(messages.categories),
              categories.map((category, index) =>
                sectionOption(`category-${category.id}`, products.length + index, categoryHref(category), category.title),
              ),
            )
          : null}
        {offers.length > 0
          ? group(
              'offers',
              intl.formatMessage(messages.offers),
              offers.map((offer, index) =>
                sectionOption(
                  `offer-${offer.id}`,
                  products.length + categories.length + index,
                  offerHref(offer),
                  offer.title,
                  offer.discountPercent,
                ),
              ),
            )
          : null}
      </Listbox>
      {found ? (
        <AllResults href={resultsHref} onClick={(event) => onFollow?.(event, resultsHref)}>
          <FormattedMessage {...messages.allResults} values={{ query }} />
        </AllResults>
      ) : null}
    </>
  );
}

const Status = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    display: none;
  }
`;

const Listbox = styled.div`
  display: flex;
  flex-direction: column;
  margin-block-start: ${({ theme }) => theme.space[3]};
  &[hidden] {
    display: none;
  }
`;

const Option = styled.a`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: 44px;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img {
    inline-size: 4rem;
    block-size: 3rem;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

/** A category or an offer: one line, its title (and an offer's discount), as tall as a product's row allows a tap. */
const SectionOption = styled(Option)`
  grid-template-columns: minmax(0, 1fr) auto;
  padding-inline-start: ${({ theme }) => theme.space[3]};
`;

const GroupLabel = styled.div`
  margin-block: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Name = styled.span`
  display: block;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Detail = styled.span`
  display: block;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const PriceText = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const AllResults = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  margin-block-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
