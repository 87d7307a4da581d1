import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetailResponse } from '@app/contracts/projects/http';
import { apiGet } from '../../../lib/api-client';
import { projectsKeyRoot } from './project-cache';

/** One project with the caller's own active membership (null when not a member). */
export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...projectsKeyRoot, projectId] as const,
    queryFn: () => apiGet<ProjectDetailResponse>(`/api/research-projects/${encodeURIComponent(projectId)}`),
  });

export function useProject(projectId: string | undefined) {
  return useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
