import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsRoutes } from '@app/contracts/groups/http';
import { callApi } from '../../lib/call-api';
import { invalidateMembership } from './membership-cache';

const joinGroup = (groupId: string) => callApi(groupsRoutes.join, { params: { id: groupId } });

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGroup,
    onSuccess: (_d, groupId) => invalidateMembership(queryClient, groupId),
  });
}
