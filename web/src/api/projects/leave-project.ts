import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../../lib/call-api';
import { invalidateProjects } from './project-cache';

const leaveProject = (id: string) => callApi(projectsRoutes.leave, { params: { id } });

export function useLeaveProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveProject, onSuccess: () => invalidateProjects(queryClient) });
}
