/** A path id is digits only; anything else (`1.0`, `0x1`, ` 1`) names nothing. */
export function parseId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d*$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Echoed in error messages: cut, so a huge path parameter never makes a huge answer. */
export const echo = (value: unknown, max = 80): string => String(value).slice(0, max);
