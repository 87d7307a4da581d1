import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../call-api';

/**
 * Every project query's key starts with this segment (browse, mine, memberships, detail, members),
 * so one invalidation after a change refreshes every list and dialog that shows projects.
 */
export const projectsKeyRoot = ['/api/research-projects'] as const;

/** The projects a profile created, newest first (My Projects; what deleting an account deletes). */
const createdProjectsQuery = (profileId: string) =>
  queryOptions({
    queryKey: [...projectsKeyRoot, { createdBy: profileId }] as const,
    queryFn: () => callApi(projectsRoutes.listByCreator, { query: { createdBy: profileId } }),
  });

/** Asked only while `profileId` is set. */
export function useCreatedProjects(profileId: string | undefined) {
  return useQuery({ ...createdProjectsQuery(profileId ?? ''), enabled: Boolean(profileId) });
}
