import type { ResearchGroup, ResearchGroupListItem } from '@app/contracts/groups/http';
import { toMembership, type MembershipRow } from './members';

export interface MembershipCounts {
  groupId: string;
  memberCount: number;
  leaderCount: number;
}

/**
 * The groups page's cards: each group with its member, leader and project counts and the caller's
 * own membership. Groups are listed by name.
 */
export function toGroupListItems(
  groups: readonly ResearchGroup[],
  counts: readonly MembershipCounts[],
  projectCountByCategory: ReadonlyMap<string, number>,
  callerMemberships: readonly MembershipRow[],
): ResearchGroupListItem[] {
  const countsOf = new Map(counts.map((c) => [c.groupId, c]));
  const mine = new Map(callerMemberships.map((m) => [m.groupId, m]));
  return [...groups]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((g) => {
      const membership = mine.get(g.id);
      return {
        id: g.id,
        name: g.name,
        description: g.description,
        category: g.category,
        memberCount: countsOf.get(g.id)?.memberCount ?? 0,
        projectCount: projectCountByCategory.get(g.category) ?? 0,
        leaderCount: countsOf.get(g.id)?.leaderCount ?? 0,
        membership: membership ? toMembership(membership) : null,
        isMember: membership !== undefined,
      };
    });
}
