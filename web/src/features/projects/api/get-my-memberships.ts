import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../../../lib/call-api';
import { projectsKeyRoot } from './project-cache';

/** The projects the signed-in user joined (not those they own), most recently joined first. */
const myMembershipsQuery = queryOptions({
  queryKey: [...projectsKeyRoot, 'my-memberships'] as const,
  queryFn: () => callApi(projectsRoutes.myMemberships),
});

export function useMyMemberships() {
  return useQuery(myMembershipsQuery);
}
