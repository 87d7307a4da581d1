import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExaminerResult, ExaminerResultsResponse } from '@app/contracts/networking/http';
import { apiGet, withQuery } from '../../../lib/api-client';

/** Spec 1 §3 "Examiner result". */
export type Examiner = ExaminerResult;
export type RecentPublication = Examiner['recentPublications'][number];

export interface ExaminerSearch {
  search: string;
  forCodes: string[];
}

/** Spec 1 §9: the finders return at most 10 results. */
export const EXAMINER_SEARCH_LIMIT = 10;

export const examinersKey = ['/api/phd-examiners'] as const;

export function examinersQuery({ search, forCodes }: ExaminerSearch) {
  const params = { search: search.trim(), forCodes: [...forCodes].sort(), limit: EXAMINER_SEARCH_LIMIT };
  return queryOptions({
    queryKey: [...examinersKey, params] as const,
    queryFn: () => apiGet<ExaminerResultsResponse>(withQuery('/api/phd-examiners', params)),
  });
}

/** The previous results stay on screen while the next search loads. */
export function useExaminers(search: ExaminerSearch) {
  return useQuery({ ...examinersQuery(search), placeholderData: keepPreviousData });
}
