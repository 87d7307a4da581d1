import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResearcherResponse } from '@app/contracts/profile/http';
import { ApiError, apiGet } from '../../../lib/api-client';

export const researcherKey = (id: string) => ['/api/researcher', id] as const;

/** `GET /api/researcher/:id` (a user id or a profile id); null when there is no such researcher. */
export const researcherQuery = (id: string) =>
  queryOptions({
    queryKey: researcherKey(id),
    queryFn: async (): Promise<ResearcherResponse | null> => {
      try {
        return await apiGet<ResearcherResponse>(`/api/researcher/${encodeURIComponent(id)}`);
      } catch (err) {
        // A malformed id (400) is as much "not found" as an unknown one (404).
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
        throw err;
      }
    },
  });

export function useResearcher(id: string) {
  return useQuery(researcherQuery(id));
}
