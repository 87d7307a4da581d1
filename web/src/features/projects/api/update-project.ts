import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectBodyInput, ProjectResponse } from '@app/contracts/projects/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjects } from './project-cache';

export const updateProject = ({ id, body }: { id: string; body: ProjectBodyInput }) =>
  apiRequest<ProjectResponse>('PUT', `/api/research-projects/${encodeURIComponent(id)}`, body);

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProject, onSuccess: () => invalidateProjects(queryClient) });
}
