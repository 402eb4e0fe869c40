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

/** Formats an amount in a currency for a locale (`1200, en, AED` → `AED 1,200`). */
export function formatPrice(amount: number, options: FormatPriceOptions): string {
  const { locale, currency, currencyDisplay, minimumFractionDigits, maximumFractionDigits } = options;
  const whole = Number.isInteger(amount);
  return formatterFor({
    locale,
    currency,
    currencyDisplay,
    // Catalogue prices are whole in most regions; show cents only where they exist.
    minimumFractionDigits: minimumFractionDigits ?? (whole ? 0 : undefined),
    maximumFractionDigits: maximumFractionDigits ?? (whole && minimumFractionDigits === undefined ? 0 : undefined),
  }).format(amount);
}
