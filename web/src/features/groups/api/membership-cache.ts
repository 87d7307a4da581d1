import type { QueryClient } from '@tanstack/react-query';
import { groupMembersQuery } from './get-group-members';
import { researchGroupsQuery } from './get-research-groups';

/**
 * The dashboard's Research Groups card and the profile's groups tab read `GET /api/my-groups`
 * under its path as the key (spec 1 §7's generic reader), so it is refreshed here too.
 */
export const myGroupsKey = ['/api/my-groups'] as const;

/** After joining, leaving or changing leadership: the counts, that group's members and "my groups". */
export function invalidateMembership(queryClient: QueryClient, groupId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: researchGroupsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: groupMembersQuery(groupId).queryKey }),
    queryClient.invalidateQueries({ queryKey: myGroupsKey }),
  ]);
}
