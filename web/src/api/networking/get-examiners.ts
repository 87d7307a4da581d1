import {
  CONFLICTS_HIDDEN_HEADER,
  networkingRoutes,
  type ExaminerResult,
} from '@app/contracts/networking/http';
import { usePagedList } from '../../lib/use-paged-list';

/** Spec 1 §3 "Examiner result". */
export type Examiner = ExaminerResult;
export type RecentPublication = Examiner['recentPublications'][number];

export interface ExaminerSearch {
  search: string;
  forCodes: string[];
}

/** Spec 1 §9: the finders return 10 results at a time ("Load more" asks for the next 10). */
const EXAMINER_SEARCH_LIMIT = 10;

/**
 * The examiners matching a search, and how many matching examiners were left out because of a
 * conflict of interest with the signed-in candidate (never who).
 */
export function useExaminers({ search, forCodes }: ExaminerSearch, maxItems?: number) {
  const list = usePagedList({
    route: networkingRoutes.examiners,
    params: { search: search.trim(), forCodes: [...forCodes].sort() },
    pageSize: EXAMINER_SEARCH_LIMIT,
    maxItems,
  });
  const conflictsHidden = Number(list.headers?.get(CONFLICTS_HIDDEN_HEADER) ?? 0) || 0;
  return { ...list, conflictsHidden };
}
