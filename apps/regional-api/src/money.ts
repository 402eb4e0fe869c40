/**
 * Money is integer minor units (cents, fils, baisa, kopecks) everywhere: prices in the database,
 * quotation arithmetic and every amount in a response. Products of two amounts go through BigInt
 * so that no intermediate value ever loses precision.
 */

/** `amount × numerator / denominator`, rounded half up (amounts here are never negative). */
export function mulDivRound(amount: number, numerator: number | bigint, denominator: number | bigint): number {
  const num = BigInt(amount) * BigInt(numerator);
  const den = BigInt(denominator);
  const result = (num * 2n + den) / (den * 2n);
  return Number(result);
}

/** The share of an amount in basis points (1 % = 100), rounded half up: VAT, discounts. */
export const basisPointsOf = (amount: number, basisPoints: number) => mulDivRound(amount, basisPoints, 10_000);

export const percentOf = (amount: number, percent: number) => mulDivRound(amount, percent, 100);

/** US cents to minor units of a currency at a decimal rate ("3.6725" units per dollar). */
export function convertUsdCents(usdCents: number, rate: string, fractionDigits: number): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const rateUnits = BigInt(whole + fraction);
  const rateScale = 10n ** BigInt(fraction.length);
  return mulDivRound(usdCents, rateUnits * 10n ** BigInt(fractionDigits), 100n * rateScale);
}

/**
 * A shelf price near an exact conversion: three significant figures, then just under the round
 * number (12 487 → 12 490, 1 148 330 → 1 149 000, 73.45 → 72.99), as shops price things.
 */
export function nicePrice(minor: number, fractionDigits: number): number {
  const unit = 10 ** fractionDigits;
  const major = minor / unit;
  if (major < 100) {
    const rounded = Math.max(1, Math.round(major)) * unit;
    return rounded - (fractionDigits >= 2 ? 10 ** (fractionDigits - 2) : 0);
  }
  const digits = Math.floor(Math.log10(major)) + 1;
  const stepMajor = 10 ** Math.max(0, digits - 3);
  const roundedMajor = Math.round(major / stepMajor) * stepMajor;
  const below = stepMajor >= 10 ? (stepMajor / 10) * unit : fractionDigits >= 2 ? 10 ** (fractionDigits - 2) : 0;
  return roundedMajor * unit - below;
}

/**
 * Parses a decimal written in major units ("1500", "1500.5") into minor units without floats;
 * undefined when it is not a plain non-negative decimal or has more digits than the currency.
 */
export function parseMajorUnits(text: string, fractionDigits: number): number | undefined {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > fractionDigits) return undefined;
  const minor = Number(whole) * 10 ** fractionDigits + Number(fraction.padEnd(fractionDigits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : undefined;
}
