import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinProjectResponse } from '@app/contracts/projects/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjects } from './project-cache';

/** Spec 2 §4: joining sends the role collaborator. */
export const joinProject = (id: string) =>
  apiRequest<JoinProjectResponse>('POST', `/api/research-projects/${encodeURIComponent(id)}/join`, {
    role: 'collaborator',
  });

export function useJoinProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinProject, onSuccess: () => invalidateProjects(queryClient) });
}
