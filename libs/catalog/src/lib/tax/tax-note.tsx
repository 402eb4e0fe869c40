import styled from '@emotion/styled';
import type { InitShop } from '@storefront/api-client';
import { FormattedMessage } from 'react-intl';
import { taxNoteMessages as messages } from './tax-note.messages';

export interface TaxNoteProps {
  /** The region's tax (`/init/shop`); nothing is said while it did not load. */
  tax: InitShop['tax'] | undefined;
  /** `label`: the short words beside a price ("incl. VAT"); `statement`: a sentence for all of a page's prices. */
  variant?: 'label' | 'statement';
}

/**
 * Says whether the prices include the region's tax (docs/adr/0265-tax-in-prices.md): "incl. VAT",
 * "IVA incluido", "НДС включён", or "excl. VAT" where a backend serves prices without it. A region
 * without the tax (Qatar) shows nothing: its price is the price paid, and its cart says no VAT is
 * charged.
 */
export function TaxNote({ tax, variant = 'label' }: TaxNoteProps) {
  if (!tax || tax.rate === 0) return null;
  const mode = tax.includedInPrices ? 'included' : 'excluded';
  if (variant === 'statement') {
    return (
      <span data-tax={mode}>
        <FormattedMessage {...(tax.includedInPrices ? messages.allIncluded : messages.allExcluded)} />
      </span>
    );
  }
  return (
    <Label data-tax={mode}>
      <FormattedMessage {...messages[mode]} />
    </Label>
  );
}

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
