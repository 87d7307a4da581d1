import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../../lib/call-api';
import { projectsKeyRoot } from './project-cache';

/** One project with the caller's own active membership (null when not a member). */
export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...projectsKeyRoot, projectId] as const,
    queryFn: () => callApi(projectsRoutes.detail, { params: { id: projectId } }),
  });

export function useProject(projectId: string | undefined) {
  return useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
