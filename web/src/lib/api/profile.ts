import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@app/contracts/profile/http';
import { ApiError, apiGet } from '../api-client';

export const profileKey = ['/api/profile'] as const;

/**
 * The signed-in user's research profile (spec 1 §7: stale after 30 s). `null` when no ORCID iD is
 * linked yet (the server answers 404), so screens can show their "connect ORCID" state.
 */
export const profileQuery = queryOptions({
  queryKey: profileKey,
  queryFn: async (): Promise<ProfileResponse | null> => {
    try {
      return await apiGet<ProfileResponse>('/api/profile');
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
  staleTime: 30_000,
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery, enabled });
}
