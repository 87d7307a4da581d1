import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipChangeResponse } from '@app/contracts/groups/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMembership } from './membership-cache';

/** Become Leader, or Stop Leading. */
export const toggleGroupLeadership = (groupId: string) =>
  apiRequest<MembershipChangeResponse>(
    'POST',
    `/api/research-groups/${encodeURIComponent(groupId)}/toggle-leadership`,
  );

export function useToggleGroupLeadership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleGroupLeadership,
    onSuccess: (_d, groupId) => invalidateMembership(queryClient, groupId),
  });
}
