/**
 * Prices travel as integer minor units with the currency's number of decimals (`price: 123450`,
 * `fractionDigits: 2` is 1,234.50; OMR has 3). `moneyFormat` turns them into what
 * `Intl.NumberFormat` (or react-intl's `formatNumber`) takes, showing exactly the currency's digits.
 */
export interface Money {
  /** Integer minor units (fils, baisa, kopeks…). */
  minor: number;
  /** ISO 4217 code, e.g. `AED`. */
  currency: string;
  /** Decimals of the currency as the backend states them (AED 2, OMR 3, KZT 2). */
  fractionDigits: number;
}

export function moneyFormat({ minor, currency, fractionDigits }: Money): { amount: number; options: Intl.NumberFormatOptions } {
  const digits = Math.min(Math.max(Math.trunc(fractionDigits), 0), 4);
  return {
    amount: minor / 10 ** digits,
    options: { style: 'currency', currency, currencyDisplay: 'symbol', minimumFractionDigits: digits, maximumFractionDigits: digits },
  };
}

/** A price for `locale` (a formatting locale such as `formattingLocale('ar', 'AE')`: Latin digits). */
export function formatMoney(locale: string, money: Money): string {
  const { amount, options } = moneyFormat(money);
  return new Intl.NumberFormat(locale, options).format(amount);
}
