/**
 * An amount as digits without trailing zeros, whatever its formatting: "AED 8,579.00", "8.579,00 €",
 * "‏8,579.00 د.إ.‏" and 857900 minor units all read "8579". For comparing a page's printed price with
 * the backend's minor units in any region and language.
 */
export const amountDigits = (text: string): string => text.replace(/\D/g, '').replace(/0+$/, '');
