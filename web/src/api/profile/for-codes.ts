import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';

/** All 2,203 FoR codes (spec 1 §7: three retries, and not cached beyond the page's use). */
export const forCodesQuery = queryOptions({
  queryKey: ['/api/classification-codes/for'] as const,
  queryFn: () => callApi(profileRoutes.forCodes),
  retry: 3,
  gcTime: 0,
});

export function useForCodes() {
  return useQuery(forCodesQuery);
}

/** An FoR code's title ("3901" -> "Curriculum and pedagogy"), once the codes have loaded. */
export function useForCodeTitle(): (code: string) => string | undefined {
  const { data } = useForCodes();
  const titles = useMemo(() => new Map((data ?? []).map((c) => [c.code, c.title])), [data]);
  return useCallback((code: string) => titles.get(code), [titles]);
}
