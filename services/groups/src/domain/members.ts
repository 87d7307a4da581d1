import type { GroupMember, GroupMembership } from '@app/contracts/groups/http';

/** A membership as stored: who (profile and user), since when, and whether they lead the group. */
export interface MembershipRow {
  id: string;
  groupId: string;
  profileId: string;
  userId: string;
  isLeader: boolean;
  joinedAt: string;
}

export const toMembership = (row: Pick<MembershipRow, 'isLeader' | 'joinedAt'>): GroupMembership => ({
  isLeader: row.isLeader,
  joinedAt: row.joinedAt,
});

/**
 * The order of a group's member list: leaders first, then by join date (earliest first). Ties keep
 * a stable order by profile id so the list does not shuffle between requests.
 */
export function compareMembers(
  a: Pick<GroupMember, 'isLeader' | 'joinedAt' | 'profileId'>,
  b: Pick<GroupMember, 'isLeader' | 'joinedAt' | 'profileId'>,
): number {
  if (a.isLeader !== b.isLeader) return a.isLeader ? -1 : 1;
  const byDate = Date.parse(a.joinedAt) - Date.parse(b.joinedAt);
  if (byDate !== 0) return byDate;
  return a.profileId.localeCompare(b.profileId);
}

/** Shown for a member whose profile the read model no longer holds (should not happen; never blank). */
export const UNKNOWN_MEMBER_NAME = 'Unknown researcher';
