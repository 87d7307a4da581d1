import type { GroupMembership } from '@app/contracts/groups/http';

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

/** Shown for a member whose profile the read model no longer holds (should not happen; never blank). */
export const UNKNOWN_MEMBER_NAME = 'Unknown researcher';
