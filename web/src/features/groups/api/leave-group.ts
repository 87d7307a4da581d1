import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveGroupResponse } from '@app/contracts/groups/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMembership } from './membership-cache';

export const leaveGroup = (groupId: string) =>
  apiRequest<LeaveGroupResponse>('POST', `/api/research-groups/${encodeURIComponent(groupId)}/leave`);

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroup,
    onSuccess: (_d, groupId) => invalidateMembership(queryClient, groupId),
  });
}
