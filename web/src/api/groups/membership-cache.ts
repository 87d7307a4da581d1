import type { QueryClient } from '@tanstack/react-query';
import { myGroupsKey } from './my-groups';
import { groupMembersKey } from './get-group-members';
import { researchGroupsQuery } from './get-research-groups';

/** After joining, leaving or changing leadership: the counts, that group's members and "my groups". */
export function invalidateMembership(queryClient: QueryClient, groupId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: researchGroupsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: groupMembersKey(groupId) }),
    queryClient.invalidateQueries({ queryKey: myGroupsKey }),
  ]);
}
