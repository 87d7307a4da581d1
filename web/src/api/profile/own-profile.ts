import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes, type ProfileResponse } from '@app/contracts/profile/http';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';

export const profileKey = ['/api/profile'] as const;

/**
 * The signed-in user's research profile (spec 1 §7: stale after 30 s). `null` when no ORCID iD is
 * linked yet (the server answers 404), so screens can show their "connect ORCID" state.
 */
export const profileQuery = queryOptions({
  queryKey: profileKey,
  queryFn: async (): Promise<ProfileResponse | null> => {
    try {
      return await callApi(profileRoutes.ownProfile);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
  staleTime: 30_000,
  // While ORCID's record is still being imported (retried on the server), look again now and then,
  // so the publications appear without a reload.
  refetchInterval: (query) => (query.state.data?.profile.orcidImportPending ? 15_000 : false),
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery, enabled });
}
