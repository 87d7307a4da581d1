import type { Knex } from 'knex';
import type { GroupMemberChanged } from '@app/contracts/groups/events';
import type { ResearchGroup } from '@app/contracts/groups/http';
import { UNKNOWN_MEMBER_NAME, type MembershipRow } from './members';
import { membershipsStore } from './memberships-store';
import { profilesStore } from '../shared/profiles-store';

/** Writes `groups.member.left` into the outbox of the transaction the membership ended in. */
export type PublishMemberLeft = (data: GroupMemberChanged) => Promise<unknown>;

/**
 * Ends a person's membership of a group and tells the group through `groups.member.left`: leaving
 * and an account's deletion end a membership the same way. Undefined when they were not a member.
 */
export async function endMembership(
  trx: Knex.Transaction,
  group: ResearchGroup,
  userId: string,
  at: string,
  publishMemberLeft: PublishMemberLeft,
): Promise<MembershipRow | undefined> {
  const removed = await membershipsStore.remove(trx, group.id, userId);
  if (!removed) return undefined;
  const profile = await profilesStore.activeOfUser(trx, userId);
  await publishMemberLeft({
    groupId: group.id,
    groupName: group.name,
    userId,
    profileId: removed.profileId,
    memberName: profile?.name ?? UNKNOWN_MEMBER_NAME,
    leaderUserIds: await membershipsStore.leaderUserIds(trx, group.id),
    at,
  });
  return removed;
}
