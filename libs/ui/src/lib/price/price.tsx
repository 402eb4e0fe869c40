import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { colors, fontSizes, fontWeights, lineHeights, space } from '../theme/tokens';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { formatPricePieces } from './format-price';
import type { FormatPriceOptions } from './format-price';

export const priceSizes = ['sm', 'md', 'lg'] as const;
export type PriceSize = (typeof priceSizes)[number];

export interface PriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  amount: number;
  /** ISO 4217 code of the region (`AED`). */
  currency: string;
  /** BCP 47 tag of the page (`ar`, `es-MX`). */
  locale: string;
  /** The price before a discount, shown struck through. */
  oldAmount?: number;
  /** Read before the old price, which a screen reader cannot see struck through ("Old price"). */
  oldPriceLabel?: string;
  /** Read before the current price when an old price is shown ("Now"). */
  currentPriceLabel?: string;
  /** Shown instead of an amount when the price is unknown or on request. */
  fallback?: ReactNode;
  size?: PriceSize;
  formatOptions?: Pick<FormatPriceOptions, 'minimumFractionDigits' | 'maximumFractionDigits' | 'currencyDisplay'>;
  ref?: Ref<HTMLSpanElement>;
}

const rootStyles = css({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: space[2],
  lineHeight: lineHeights.tight,
});

const currentStyles = css({ fontWeight: fontWeights.bold, color: colors.text });
const saleStyles = css({ color: colors.danger });
const oldStyles = css({ color: colors.textMuted, fontWeight: fontWeights.regular });

const sizeStyles: Record<PriceSize, ReturnType<typeof css>> = {
  sm: css({ fontSize: fontSizes.sm }),
  md: css({ fontSize: fontSizes.lg }),
  lg: css({ fontSize: fontSizes['2xl'] }),
};

const oldSizeStyles: Record<PriceSize, ReturnType<typeof css>> = {
  sm: css({ fontSize: fontSizes.xs }),
  md: css({ fontSize: fontSizes.sm }),
  lg: css({ fontSize: fontSizes.md }),
};

/**
 * A price formatted for the locale and currency. Each amount sits in its own `<bdi>`, so in an
 * Arabic sentence the digits and the currency sign keep their order, whatever surrounds them.
 */
export function Price({
  amount,
  currency,
  locale,
  oldAmount,
  oldPriceLabel,
  currentPriceLabel,
  fallback,
  size = 'md',
  formatOptions,
  ref,
  ...rest
}: PriceProps) {
  if (!Number.isFinite(amount)) {
    return (
      <span {...rest} ref={ref} css={[rootStyles, sizeStyles[size]]}>
        {fallback}
      </span>
    );
  }
  // An amount never breaks, except between its currency and its number when it is wider than its box
  // (a two-column card on a 320 px phone): `<wbr>` after the no-break space there.
  const format = (value: number) => {
    const [head, tail] = formatPricePieces(value, { locale, currency, ...formatOptions });
    return tail === undefined ? (
      head
    ) : (
      <>
        {head}
        <wbr />
        {tail}
      </>
    );
  };
  const discounted = oldAmount !== undefined && Number.isFinite(oldAmount) && oldAmount > amount;
  return (
    <span {...rest} ref={ref} css={[rootStyles, sizeStyles[size]]}>
      <span css={[currentStyles, discounted && saleStyles]}>
        {discounted && currentPriceLabel ? <VisuallyHidden>{`${currentPriceLabel} `}</VisuallyHidden> : null}
        <bdi data-price="current">{format(amount)}</bdi>
      </span>
      {discounted ? (
        <span css={[oldStyles, oldSizeStyles[size]]}>
          {oldPriceLabel ? <VisuallyHidden>{`${oldPriceLabel} `}</VisuallyHidden> : null}
          <s>
            <bdi data-price="old">{format(oldAmount)}</bdi>
          </s>
        </span>
      ) : null}
    </span>
  );
}
