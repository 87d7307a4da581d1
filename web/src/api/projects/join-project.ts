import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../../lib/call-api';
import { invalidateProjects } from './project-cache';

/** Spec 2 §4: joining sends the role collaborator. */
const joinProject = (id: string) =>
  callApi(projectsRoutes.join, {
    params: { id },
    body: {
      role: 'collaborator',
    },
  });

export function useJoinProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinProject, onSuccess: () => invalidateProjects(queryClient) });
}
