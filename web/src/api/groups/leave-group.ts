import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsRoutes } from '@app/contracts/groups/http';
import { callApi } from '../../lib/call-api';
import { invalidateMembership } from './membership-cache';

const leaveGroup = (groupId: string) => callApi(groupsRoutes.leave, { params: { id: groupId } });

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroup,
    onSuccess: (_d, groupId) => invalidateMembership(queryClient, groupId),
  });
}
