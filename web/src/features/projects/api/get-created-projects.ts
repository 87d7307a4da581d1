import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListResponse } from '@app/contracts/projects/http';
import { apiGet, withQuery } from '../../../lib/api-client';
import { projectsKeyRoot } from './project-cache';

/** The projects a profile created, newest first (My Projects). */
export const createdProjectsQuery = (profileId: string) =>
  queryOptions({
    queryKey: [...projectsKeyRoot, { createdBy: profileId }] as const,
    queryFn: () => apiGet<ProjectListResponse>(withQuery('/api/research-projects', { createdBy: profileId })),
  });

export function useCreatedProjects(profileId: string | undefined) {
  return useQuery({ ...createdProjectsQuery(profileId ?? ''), enabled: Boolean(profileId) });
}
