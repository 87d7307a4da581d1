import { z } from 'zod';

export const GroupMemberChanged = z.object({
  groupId: z.uuid(),
  groupName: z.string(),
  userId: z.uuid(),
  profileId: z.uuid(),
  memberName: z.string(),
  /** Leaders of the group after the change (notifications tells them who joined). */
  leaderUserIds: z.array(z.uuid()),
  at: z.iso.datetime({ offset: true }),
});
export type GroupMemberChanged = z.infer<typeof GroupMemberChanged>;

export const GroupLeadershipChanged = z.object({
  groupId: z.uuid(),
  groupName: z.string(),
  userId: z.uuid(),
  profileId: z.uuid(),
  isLeader: z.boolean(),
  at: z.iso.datetime({ offset: true }),
});
export type GroupLeadershipChanged = z.infer<typeof GroupLeadershipChanged>;

export const groupsEvents = {
  'groups.member.joined': GroupMemberChanged,
  'groups.member.left': GroupMemberChanged,
  'groups.leadership.changed': GroupLeadershipChanged,
} as const;
