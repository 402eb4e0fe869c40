/**
 * A number or text value as a page writes it (a product's characteristic): a measure in the page's
 * formatting locale (Latin digits, grouped) followed by its unit (`1,550 g`, `24 months`); a number
 * without a unit is a year or a count, written without grouping (`2026`); texts as they are.
 */
export function formatScalar(value: string | number, unit: string | null, formattingLocale: string): string {
  const text =
    typeof value === 'number'
      ? new Intl.NumberFormat(formattingLocale, { maximumFractionDigits: 2, useGrouping: unit !== null }).format(value)
      : value;
  return unit ? `${text}\u00a0${unit}` : text;
}
