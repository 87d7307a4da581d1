import type { QueryClient } from '@tanstack/react-query';
import { myGroupsKey } from '../../../lib/api/my-groups';
import { groupMembersQuery } from './get-group-members';
import { researchGroupsQuery } from './get-research-groups';

/** After joining, leaving or changing leadership: the counts, that group's members and "my groups". */
export function invalidateMembership(queryClient: QueryClient, groupId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: researchGroupsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: groupMembersQuery(groupId).queryKey }),
    queryClient.invalidateQueries({ queryKey: myGroupsKey }),
  ]);
}
