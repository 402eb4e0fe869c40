import { formatMoney, formattingLocale, type LocaleCode } from '@storefront/locales';
import type { WarrantyOption } from '@storefront/regions';
import { RadioGroup } from '@storefront/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { productPageMessages as messages } from './product-page.messages';

export type WarrantyId = WarrantyOption['id'];

export interface WarrantyChoiceProps {
  /** SPEC §9: Basic (0) and Pro (999), prices in major units of the region's currency. */
  options: readonly WarrantyOption[];
  value: WarrantyId;
  onChange: (value: WarrantyId) => void;
  /** The product's currency and its decimals (AED 2, OMR 3). */
  currency: string;
  fractionDigits: number;
  locale: LocaleCode;
  country: string;
}

/**
 * The warranty a shopper buys with the product, beside its price: each option named and priced in
 * the region's currency ("Included in the price", "+AED 999.00"). Native radios: arrow keys choose.
 */
export function WarrantyChoice({ options, value, onChange, currency, fractionDigits, locale, country }: WarrantyChoiceProps) {
  const intl = useIntl();
  const price = (major: number) =>
    formatMoney(formattingLocale(locale, country), { minor: major * 10 ** fractionDigits, currency, fractionDigits });
  return (
    <RadioGroup
      legend={<FormattedMessage {...messages.warrantyLegend} />}
      name="warranty"
      orientation="row"
      value={value}
      onValueChange={(id) => onChange(id as WarrantyId)}
      options={options.map((option) => ({
        value: option.id,
        label: intl.formatMessage(option.id === 'pro' ? messages.warrantyPro : messages.warrantyBasic),
        hint:
          option.price > 0
            ? intl.formatMessage(messages.warrantyExtra, { price: price(option.price) })
            : intl.formatMessage(messages.warrantyIncluded),
      }))}
    />
  );
}
