import {
  networkingRoutes,
  UNMATCHED_HIDDEN_HEADER,
  type SimilarResearcher,
} from '@app/contracts/networking/http';
import { usePagedList } from '../../lib/use-paged-list';

export type { SimilarResearcher };

export const similarResearchersKey = ['/api/academic-connections/similar'] as const;

/** Discover Researchers shows 20 at a time. */
const DISCOVERY_PAGE_SIZE = 20;

export interface DiscoveryCriteria {
  search: string;
  forCodes: string[];
  /** Also researchers sharing nothing with me (0% matches). */
  includeUnmatched: boolean;
}

/**
 * The researchers most similar to me, filtered by the server (spec 1 §5), a page at a time, and
 * (unless asked for) how many researchers passing the filters are left out for sharing nothing with me.
 */
export function useSimilarResearchers({ search, forCodes, includeUnmatched }: DiscoveryCriteria) {
  const list = usePagedList({
    route: networkingRoutes.similarResearchers,
    params: { search: search.trim(), forCodes: [...forCodes].sort(), includeUnmatched },
    pageSize: DISCOVERY_PAGE_SIZE,
  });
  const unmatchedHidden = Number(list.headers?.get(UNMATCHED_HIDDEN_HEADER) ?? 0) || 0;
  return { ...list, unmatchedHidden };
}
