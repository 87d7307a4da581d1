import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupervisorResult, SupervisorResultsResponse } from '@app/contracts/networking/http';
import { apiGet, withQuery } from '../../../lib/api-client';

/** Spec 1 §3 "Supervisor result". */
export type Supervisor = SupervisorResult;

export interface SupervisorSearch {
  search: string;
  forCodes: string[];
}

/** Spec 1 §9: the finders return at most 10 results. */
export const SUPERVISOR_SEARCH_LIMIT = 10;

export const supervisorsKey = ['/api/phd-supervisors'] as const;

export function supervisorsQuery({ search, forCodes }: SupervisorSearch) {
  const params = { search: search.trim(), forCodes: [...forCodes].sort(), limit: SUPERVISOR_SEARCH_LIMIT };
  return queryOptions({
    queryKey: [...supervisorsKey, params] as const,
    queryFn: () => apiGet<SupervisorResultsResponse>(withQuery('/api/phd-supervisors', params)),
  });
}

/** Public: anyone may search. The previous results stay on screen while the next search loads. */
export function useSupervisors(search: SupervisorSearch) {
  return useQuery({ ...supervisorsQuery(search), placeholderData: keepPreviousData });
}
