import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsRoutes, type ProjectBodyInput } from '@app/contracts/projects/http';
import { callApi } from '../../lib/call-api';
import { invalidateProjects } from './project-cache';

const createProject = (body: ProjectBodyInput) => callApi(projectsRoutes.create, { body });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => invalidateProjects(queryClient) });
}
