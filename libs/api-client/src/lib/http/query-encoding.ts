/** A query value: scalars, arrays (`name[]=v`) and nested objects (`price[between]=1..2`). */
type QueryValue = string | number | boolean | null | undefined | readonly QueryValue[] | QueryParams;
export interface QueryParams {
  readonly [key: string]: QueryValue;
}

const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

function appendPairs(pairs: string[], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendPairs(pairs, `${key}[]`, item as QueryValue);
    return;
  }
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value as QueryParams)) {
      appendPairs(pairs, `${key}[${child}]`, childValue);
    }
    return;
  }
  pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
}

/**
 * Encodes list filters the way the regional backends read them: arrays as `name[]=v`,
 * nested objects as `name[key]=v`; `null`/`undefined` are left out. Order follows the object.
 */
export function encodeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) appendPairs(pairs, key, value);
  return pairs.join('&');
}
