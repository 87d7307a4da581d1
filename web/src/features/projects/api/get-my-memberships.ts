import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyMembershipsResponse } from '@app/contracts/projects/http';
import { apiGet } from '../../../lib/api-client';
import { projectsKeyRoot } from './project-cache';

/** The projects the signed-in user joined (not those they own), most recently joined first. */
export const myMembershipsQuery = queryOptions({
  queryKey: [...projectsKeyRoot, 'my-memberships'] as const,
  queryFn: () => apiGet<MyMembershipsResponse>('/api/research-projects/my-memberships'),
});

export function useMyMemberships() {
  return useQuery(myMembershipsQuery);
}
