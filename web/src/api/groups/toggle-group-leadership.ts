import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsRoutes } from '@app/contracts/groups/http';
import { callApi } from '../../lib/call-api';
import { invalidateMembership } from './membership-cache';

/** Become Leader, or Stop Leading. */
const toggleGroupLeadership = (groupId: string) =>
  callApi(groupsRoutes.toggleLeadership, { params: { id: groupId } });

export function useToggleGroupLeadership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleGroupLeadership,
    onSuccess: (_d, groupId) => invalidateMembership(queryClient, groupId),
  });
}
