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
  /** The member's name (absent in events before it). */
  memberName: z.string().optional(),
  /**
   * Leaders of the group before the change, the member excepted: notifications tells them when
   * someone becomes a leader (absent in events before it).
   */
  otherLeaderUserIds: z.array(z.uuid()).default([]),
  at: z.iso.datetime({ offset: true }),
});
export type GroupLeadershipChanged = z.infer<typeof GroupLeadershipChanged>;

/**
 * A leader read the group's member-email list for the first time since becoming a leader (later
 * reads are not announced). The admin service keeps it in the audit log. Counts only: no address.
 */
export const GroupMemberEmailsRead = z.object({
  groupId: z.uuid(),
  groupName: z.string(),
  leaderUserId: z.uuid(),
  leaderName: z.string(),
  /** Addresses the list gave (members who show theirs) and members who keep theirs hidden. */
  shownCount: z.number().int().nonnegative(),
  hiddenCount: z.number().int().nonnegative(),
  at: z.iso.datetime({ offset: true }),
});
export type GroupMemberEmailsRead = z.infer<typeof GroupMemberEmailsRead>;

/**
 * A leader sent a message to the group's members through Research Connect ("Send through Research
 * Connect"): notifications mails it to each recipient, the admin service keeps it in the audit log.
 */
export const GroupMembersEmailed = z.object({
  /** Unique per message; each recipient gets it once. */
  emailId: z.uuid(),
  groupId: z.uuid(),
  groupName: z.string(),
  fromUserId: z.uuid(),
  fromName: z.string(),
  /** Every other member of the group at the time, those who hide their address included. */
  recipientUserIds: z.array(z.uuid()),
  subject: z.string(),
  message: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type GroupMembersEmailed = z.infer<typeof GroupMembersEmailed>;

export const groupsEvents = {
  'groups.member.joined': GroupMemberChanged,
  'groups.member.left': GroupMemberChanged,
  'groups.leadership.changed': GroupLeadershipChanged,
  'groups.member_emails.read': GroupMemberEmailsRead,
  'groups.members.emailed': GroupMembersEmailed,
} as const;
