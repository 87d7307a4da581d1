import { networkingRoutes, type SupervisorResult } from '@app/contracts/networking/http';
import { usePagedList } from '../../lib/use-paged-list';

/** Spec 1 §3 "Supervisor result". */
export type Supervisor = SupervisorResult;

export interface SupervisorSearch {
  search: string;
  forCodes: string[];
}

/** Spec 1 §9: the finders return 10 results at a time ("Load more" asks for the next 10). */
const SUPERVISOR_SEARCH_LIMIT = 10;

/** Public: anyone may search; visitors see the first page only (maxItems). */
export function useSupervisors({ search, forCodes }: SupervisorSearch, maxItems?: number) {
  return usePagedList({
    route: networkingRoutes.supervisors,
    params: { search: search.trim(), forCodes: [...forCodes].sort() },
    pageSize: SUPERVISOR_SEARCH_LIMIT,
    maxItems,
  });
}
