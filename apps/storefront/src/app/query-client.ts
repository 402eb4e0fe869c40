import { QueryClient } from '@tanstack/react-query';

/** Read-only content is fresh for a minute; a failed load is not retried (loaders fall back). */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
}
