import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipChangeResponse } from '@app/contracts/groups/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMembership } from './membership-cache';

export const joinGroup = (groupId: string) =>
  apiRequest<MembershipChangeResponse>('POST', `/api/research-groups/${encodeURIComponent(groupId)}/join`);

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGroup,
    onSuccess: (_d, groupId) => invalidateMembership(queryClient, groupId),
  });
}
