import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkReply } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjects } from './project-cache';

export const leaveProject = (id: string) =>
  apiRequest<OkReply>('DELETE', `/api/research-projects/${encodeURIComponent(id)}/leave`);

export function useLeaveProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveProject, onSuccess: () => invalidateProjects(queryClient) });
}
