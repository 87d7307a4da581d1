import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, pathFromQueryKey } from './api-client';

/** Reads a query key as a path (spec 1 §7); endpoints with their own fetcher override it. */
const genericReader: QueryFunction = ({ queryKey }) => apiGet(pathFromQueryKey(queryKey));

/**
 * The cache rules of spec 1 §9: never stale unless a query says so, no refetch on window focus,
 * no polling, no retries (the FoR list asks for 3 itself), unused data collected after 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: genericReader,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
