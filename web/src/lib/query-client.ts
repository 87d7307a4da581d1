import { QueryClient } from '@tanstack/react-query';

/**
 * The cache rules of spec 1 §9: never stale unless a query says so, no refetch on window focus,
 * no polling, no retries (the FoR list asks for 3 itself), unused data collected after 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
