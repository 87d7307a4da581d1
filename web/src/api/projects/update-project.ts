import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsRoutes, type ProjectBodyInput } from '@app/contracts/projects/http';
import { callApi } from '../../lib/call-api';
import { invalidateProjects } from './project-cache';

const updateProject = ({ id, body }: { id: string; body: ProjectBodyInput }) =>
  callApi(projectsRoutes.update, { params: { id }, body });

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProject, onSuccess: () => invalidateProjects(queryClient) });
}
