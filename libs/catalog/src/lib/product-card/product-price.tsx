import { css } from '@emotion/react';
import { priceNow, type PricedProduct, type ProductSummary } from '@storefront/api-client';
import { formattingLocale, moneyFormat, type LocaleCode } from '@storefront/locales';
import { Price, colors, fontSizes, lineHeights, radii, space, type PriceSize } from '@storefront/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { productCardMessages as messages } from './product-card.messages';

/** Stock levels from 1 to this count are "only N left". */
const LOW_STOCK = 3;

type StockLevel = 'available' | 'low' | 'pre-order' | 'out';

type StockFacts = Pick<ProductSummary, 'inStock' | 'stock'> & Partial<Pick<ProductSummary, 'preOrder'>>;

/** Where a product's stock stands: out, a pre-order (orderable, expected later), low (1 to 3 left) or available. */
function stockLevel(product: StockFacts): StockLevel {
  if (!product.inStock) return product.preOrder ? 'pre-order' : 'out';
  return product.stock >= 1 && product.stock <= LOW_STOCK ? 'low' : 'available';
}

export interface ProductPriceProps {
  product: PricedProduct & Pick<ProductSummary, 'currency' | 'fractionDigits'>;
  /** Page language; prices format with `formattingLocale(locale, country)` (Latin digits). */
  locale: LocaleCode;
  /** ISO country of the region (`AE`). */
  country: string;
  size?: PriceSize;
}

/**
 * A product's price in the region's currency (`priceNow`): at a running offer the offer's price with
 * the catalogue price struck through, else the price with the struck-through old price of a sale.
 */
export function ProductPrice({ product, locale, country, size }: ProductPriceProps) {
  const intl = useIntl();
  const money = (minor: number) => moneyFormat({ minor, currency: product.currency, fractionDigits: product.fractionDigits });
  const shown = priceNow(product);
  const price = money(shown.price);
  return (
    <Price
      amount={price.amount}
      oldAmount={shown.before === null ? undefined : money(shown.before).amount}
      currency={product.currency}
      locale={formattingLocale(locale, country)}
      size={size}
      formatOptions={{
        minimumFractionDigits: price.options.minimumFractionDigits,
        maximumFractionDigits: price.options.maximumFractionDigits,
      }}
      oldPriceLabel={intl.formatMessage(messages.oldPrice)}
      currentPriceLabel={intl.formatMessage(messages.currentPrice)}
    />
  );
}

const stockStyles = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  margin: 0,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
});

const stockDotStyles = css({
  flexShrink: 0,
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: radii.pill,
  backgroundColor: 'currentColor',
});

const stockLevelStyles: Record<StockLevel, ReturnType<typeof css>> = {
  available: css(stockStyles, { color: colors.success }),
  low: css(stockStyles, { color: colors.warning }),
  'pre-order': css(stockStyles, { color: colors.info }),
  out: css(stockStyles, { color: colors.textMuted }),
};

/**
 * "In stock", "Only 2 left in stock", "Pre-order: expected in March 2027" or "Out of stock", with a
 * coloured dot. A pre-order's day is shown as its month (UTC, as the backend writes it).
 */
export function StockNote({ product }: { product: StockFacts }) {
  const intl = useIntl();
  const level = stockLevel(product);
  return (
    <p css={stockLevelStyles[level]} data-stock={level}>
      <span aria-hidden="true" css={stockDotStyles} />
      {level === 'out' ? (
        <FormattedMessage {...messages.outOfStock} />
      ) : level === 'pre-order' && product.preOrder ? (
        <FormattedMessage
          {...messages.preOrder}
          values={{ date: intl.formatDate(product.preOrder.expectedAt, { month: 'long', year: 'numeric', timeZone: 'UTC' }) }}
        />
      ) : level === 'low' ? (
        <FormattedMessage {...messages.lowStock} values={{ count: product.stock }} />
      ) : (
        <FormattedMessage {...messages.inStock} />
      )}
    </p>
  );
}
