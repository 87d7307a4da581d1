import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForCodeListResponse } from '@app/contracts/profile/http';
import { apiGet } from '../api-client';

/** All 2,203 FoR codes (spec 1 §7: three retries, and not cached beyond the page's use). */
export const forCodesQuery = queryOptions({
  queryKey: ['/api/classification-codes/for'] as const,
  queryFn: () => apiGet<ForCodeListResponse>('/api/classification-codes/for'),
  retry: 3,
  gcTime: 0,
});

export function useForCodes() {
  return useQuery(forCodesQuery);
}
