/** The first value of a query parameter the router parsed (a repeated key is a list), `undefined` if absent. */
export function firstQueryValue(search: Readonly<Record<string, unknown>>, key: string): unknown {
  const value = search[key];
  return Array.isArray(value) ? value[0] : value;
}
