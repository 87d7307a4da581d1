import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../../../lib/call-api';
import { projectsKeyRoot } from './project-cache';

/** The projects a profile created, newest first (My Projects). */
const createdProjectsQuery = (profileId: string) =>
  queryOptions({
    queryKey: [...projectsKeyRoot, { createdBy: profileId }] as const,
    queryFn: () => callApi(projectsRoutes.listByCreator, { query: { createdBy: profileId } }),
  });

export function useCreatedProjects(profileId: string | undefined) {
  return useQuery({ ...createdProjectsQuery(profileId ?? ''), enabled: Boolean(profileId) });
}
