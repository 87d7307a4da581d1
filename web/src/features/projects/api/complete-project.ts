import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectResponse } from '@app/contracts/projects/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjects } from './project-cache';

/** PATCH with no body (spec 2 §7). */
export const completeProject = (id: string) =>
  apiRequest<ProjectResponse>('PATCH', `/api/research-projects/${encodeURIComponent(id)}/complete`);

export function useCompleteProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeProject, onSuccess: () => invalidateProjects(queryClient) });
}
