import styled from '@emotion/styled';
import { priceNow, skipToken, type ProductSummary } from '@storefront/api-client';
import { formatMoney, formattingLocale, type LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import { CloseIcon, Image, IsolatedName } from '@storefront/ui';
import { useEffect, useId, useMemo, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { browserStorage, clearViewed, removeViewed, type ViewedProduct } from './shopper-history';
import { shopperHistoryMessages as messages } from './shopper-history.messages';
import { useRecordProductView, useViewedHistory } from './use-shopper-history';
import { useGetViewedProductsQuery } from './viewed-products.api';

export interface RecentlyViewedListProps {
  /** The region's code (`ae`): whose history is shown. */
  region: string;
  locale: LocaleCode;
  /** The region's ISO country (`AE`), for the prices' formatting. */
  country: string;
  imageUrl: (path: string) => string;
  /**
   * The product of the page the list is on: recorded as viewed (under `preferences` consent) and not
   * listed. Recorded here, in the list's lazy chunk, so that a view costs the page's first load nothing.
   */
  record?: ViewedProduct;
  /** The heading's level where the list stands (h2 on a page, h3 in a dialog with its own title). */
  headingLevel?: 2 | 3;
  /** A product link was followed (a dialog closes). */
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The products the shopper opened in this region, newest first, as small cards (picture, name, price),
 * each removable, with "Clear". Client-only: nothing renders until the browser has read the history and
 * the backend has confirmed which of those products the region sells now (`/products/?ids=`); the
 * others are never shown and leave the history. Nothing at all without `preferences` consent.
 */
export function RecentlyViewedList({ region, locale, country, imageUrl, record, headingLevel = 2, onFollow }: RecentlyViewedListProps) {
  const intl = useIntl();
  useRecordProductView(region, record);
  const titleId = useId();
  const history = useViewedHistory(region);
  const ids = useMemo(() => history.map((item) => item.id), [history]);
  const args = ids.length ? { region, locale, ids: [...ids].sort((a, b) => a - b).join(',') } : skipToken;
  // The last answer stays while the next loads (a product removed asks again): the list never blinks out.
  const { data, currentData } = useGetViewedProductsQuery(args);
  const sold = useMemo(() => new Map((data?.items ?? []).map((product) => [product.id, product])), [data]);

  // What the region no longer sells leaves the history, once the answer for this very history is in.
  useEffect(() => {
    if (!currentData) return;
    const answered = new Set(currentData.items.map((product) => product.id));
    const gone = ids.filter((id) => !answered.has(id));
    const storage = browserStorage();
    if (gone.length && storage) removeViewed(storage, region, gone);
  }, [currentData, ids, region]);

  const shown = ids.filter((id) => id !== record?.id).flatMap((id) => sold.get(id) ?? []);
  if (!shown.length) return null;
  const formatting = formattingLocale(locale, country);
  const price = (product: ProductSummary) =>
    formatMoney(formatting, { minor: priceNow(product).price, currency: product.currency, fractionDigits: product.fractionDigits });
  const remove = (event: MouseEvent<HTMLButtonElement>, id: number) => {
    const section = event.currentTarget.closest('section');
    const storage = browserStorage();
    if (storage) removeViewed(storage, region, [id]);
    keepFocusIn(section);
  };

  return (
    <Section aria-labelledby={titleId} data-recently-viewed="">
      <HistoryHeader
        titleId={titleId}
        level={headingLevel}
        title={intl.formatMessage(messages.viewedTitle)}
        clearLabel={intl.formatMessage(messages.clearViewed)}
        onClear={() => {
          const storage = browserStorage();
          if (storage) clearViewed(storage, region);
        }}
      />
      <List>
        {shown.map((product) => (
          <Item key={product.id}>
            <ProductLink to={`product/${product.slug}`} onClick={onFollow}>
              <Image src={imageUrl(product.image.path)} alt="" width={64} height={48} fit="cover" />
              <span>
                <Name>
                  <IsolatedName>{product.name}</IsolatedName>
                </Name>
                <Price>{price(product)}</Price>
              </span>
            </ProductLink>
            <RemoveButton type="button" aria-label={intl.formatMessage(messages.removeViewed, { name: product.name })} onClick={(event) => remove(event, product.id)}>
              <CloseIcon size={16} aria-hidden="true" />
            </RemoveButton>
          </Item>
        ))}
      </List>
    </Section>
  );
}

/**
 * A removed item's button is gone with it: focus goes to the list's "Clear" once React has drawn the
 * shorter list (never to `<body>` while the list stays).
 */
interface HistoryHeaderProps {
  titleId: string;
  level: 2 | 3;
  title: string;
  /** The "Clear" button's accessible name, which says what it clears. */
  clearLabel: string;
  onClear: () => void;
}

/** A history list's heading with its "Clear" button; after clearing, focus goes to the control before the list. */
export function HistoryHeader({ titleId, level, title, clearLabel, onClear }: HistoryHeaderProps) {
  const intl = useIntl();
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <Header>
      <Title id={titleId}>{title}</Title>
      <ClearButton
        type="button"
        data-clear=""
        aria-label={clearLabel}
        onClick={(event) => {
          const section = event.currentTarget.closest('section');
          onClear();
          focusBefore(section);
        }}
      >
        {intl.formatMessage(messages.clear)}
      </ClearButton>
    </Header>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * After "Clear" the list is gone: focus moves to the visible control just before it (the search field in the
 * search dialog, the last control above the list on a page), never to `<body>`.
 */
function focusBefore(section: Element | null): void {
  if (!section) return;
  const target = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter((element) => element.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING && element.getClientRects().length > 0)
    .at(-1);
  setTimeout(() => target?.focus());
}

export function keepFocusIn(section: Element | null): void {
  setTimeout(() => {
    if (section?.isConnected) section.querySelector<HTMLElement>('[data-clear]')?.focus();
  });
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const ClearButton = styled.button`
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accentText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ProductLink = styled(RegionLink)`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: 44px;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img {
    inline-size: 4rem;
    block-size: 3rem;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Name = styled.span`
  display: block;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Price = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const RemoveButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
