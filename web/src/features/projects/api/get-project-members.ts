import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../../../lib/call-api';
import { projectsKeyRoot } from './project-cache';

/** The project's active collaborators, earliest joined first. */
const projectMembersQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...projectsKeyRoot, projectId, 'members'] as const,
    queryFn: () => callApi(projectsRoutes.members, { params: { id: projectId } }),
  });

export function useProjectMembers(projectId: string | undefined) {
  return useQuery({ ...projectMembersQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
