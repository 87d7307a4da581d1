import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes, type ResearcherResponse } from '@app/contracts/profile/http';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';

export const researcherKey = (id: string) => ['/api/researcher', id] as const;

/** `GET /api/researcher/:id` (a user id or a profile id); null when there is no such researcher. */
const researcherQuery = (id: string) =>
  queryOptions({
    queryKey: researcherKey(id),
    queryFn: async (): Promise<ResearcherResponse | null> => {
      try {
        return await callApi(profileRoutes.researcher, { params: { userId: id } });
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
