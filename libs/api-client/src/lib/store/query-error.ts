/** The status of a query's error (`404`, `'FETCH_ERROR'`…), whatever its shape; `undefined` if it has none. */
export function queryErrorStatus(error: unknown): number | string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}
