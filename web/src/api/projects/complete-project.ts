import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../../lib/call-api';
import { invalidateProjects } from './project-cache';

/** PATCH with no body (spec 2 §7). */
const completeProject = (id: string) => callApi(projectsRoutes.complete, { params: { id } });

export function useCompleteProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeProject, onSuccess: () => invalidateProjects(queryClient) });
}
