/** The currencies of SPEC §9. Any ISO 4217 code works; these are the ones the regions use. */
export const storefrontCurrencies = [
  'AED',
  'OMR',
  'MXN',
  'RUB',
  'BYN',
  'BRL',
  'QAR',
  'SAR',
  'EUR',
  'COP',
  'EGP',
  'KZT',
  'MAD',
  'GEL',
  'UZS',
] as const;

export interface FormatPriceOptions {
  /** BCP 47 tag (`en`, `ar`, `es-MX`); Intl falls back to its default for an unknown one. */
  locale: string;
  /** ISO 4217 code (`AED`). */
  currency: string;
  /** Default: the currency's own digits, but no fraction for whole amounts (`AED 1,200`). */
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  currencyDisplay?: Intl.NumberFormatOptions['currencyDisplay'];
}

// Building an Intl.NumberFormat is the expensive part; one per locale, currency and options is
// reused for every price on every request (the formatter is pure and holds no request data).
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(options: Intl.NumberFormatOptions & { locale: string }): Intl.NumberFormat {
  const { locale, ...rest } = options;
  const key = JSON.stringify([locale, rest]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', ...rest });
    formatters.set(key, formatter);
  }
  return formatter;
}

function priceFormatter(amount: number, options: FormatPriceOptions): Intl.NumberFormat {
  const { locale, currency, currencyDisplay, minimumFractionDigits, maximumFractionDigits } = options;
  const whole = Number.isInteger(amount);
  return formatterFor({
    locale,
    currency,
    currencyDisplay,
    // Catalogue prices are whole in most regions; show cents only where they exist.
    minimumFractionDigits: minimumFractionDigits ?? (whole ? 0 : undefined),
    maximumFractionDigits: maximumFractionDigits ?? (whole && minimumFractionDigits === undefined ? 0 : undefined),
  });
}

/** Formats an amount in a currency for a locale (`1200, en, AED` → `AED 1,200`). */
export function formatPrice(amount: number, options: FormatPriceOptions): string {
  return priceFormatter(amount, options).format(amount);
}

/**
 * `formatPrice` in two pieces, split after the space that separates the currency from the number
 * (`['AED ', '1,200']`, `['1 249 ', 'MAD']`), so that a price too wide for its box can break a line
 * there and nowhere else; one piece when the format has no such space (`€10`).
 */
export function formatPricePieces(amount: number, options: FormatPriceOptions): string[] {
  const parts = priceFormatter(amount, options).formatToParts(amount);
  const split = parts.findIndex(
    (part, index) =>
      part.type === 'literal' &&
      /^\s+$/u.test(part.value) &&
      (parts[index - 1]?.type === 'currency' || parts[index + 1]?.type === 'currency'),
  );
  const text = (from: number, to?: number) => parts.slice(from, to).map((part) => part.value).join('');
  return split < 0 ? [text(0)] : [text(0, split + 1), text(split + 1)];
}
