import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectBodyInput, ProjectResponse } from '@app/contracts/projects/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjects } from './project-cache';

export const createProject = (body: ProjectBodyInput) =>
  apiRequest<ProjectResponse>('POST', '/api/research-projects', body);

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => invalidateProjects(queryClient) });
}
