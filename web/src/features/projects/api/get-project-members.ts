import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectMembersResponse } from '@app/contracts/projects/http';
import { apiGet } from '../../../lib/api-client';
import { projectsKeyRoot } from './project-cache';

/** The project's active collaborators, earliest joined first. */
export const projectMembersQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...projectsKeyRoot, projectId, 'members'] as const,
    queryFn: () =>
      apiGet<ProjectMembersResponse>(`/api/research-projects/${encodeURIComponent(projectId)}/members`),
  });

export function useProjectMembers(projectId: string | undefined) {
  return useQuery({ ...projectMembersQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
