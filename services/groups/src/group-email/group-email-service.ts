import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type {
  EmailMembersBody,
  EmailMembersResponse,
  MemberEmailsResponse,
  ResearchGroup,
} from '@app/contracts/groups/http';
import { conflict, forbidden, HttpError, type EventPublisher, type PublishMeta } from '@app/service-kit';
import { membershipsStore, UNKNOWN_MEMBER_NAME, type MemberWithProfile } from '../groups';
import { requireGroup } from '../shared/groups-store';
import { groupEmailAllowance, GROUP_EMAIL_LIMIT, memberEmailList, messageRecipients } from './member-emails';
import { memberEmailsSentStore } from './member-emails-sent-store';

/** A group's leaders emailing its members: the address list for their own mail program, or through Research Connect. */
export class GroupEmailService {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
  ) {}

  /**
   * The other members' addresses for the leader's own mail program, those who hide theirs left out
   * (counted, never shown). A leader's first read since becoming one is announced for the audit log.
   */
  async memberEmails(groupId: string, caller: UserContext, meta: PublishMeta): Promise<MemberEmailsResponse> {
    return this.db.transaction(async (trx) => {
      const group = await requireLeader(trx, groupId, caller);
      const members = await membershipsStore.membersOf(trx, groupId);
      const list = memberEmailList(group.name, members, caller);
      const at = new Date().toISOString();
      if (await membershipsStore.markMemberEmailsRead(trx, groupId, caller.userId, at)) {
        await this.events.publish(
          trx,
          'groups.member_emails.read',
          {
            groupId,
            groupName: group.name,
            leaderUserId: caller.userId,
            leaderName: nameOf(caller, members),
            shownCount: list.emails.length,
            hiddenCount: list.hiddenCount,
            at,
          },
          meta,
        );
      }
      return list;
    });
  }

  /**
   * "Send through Research Connect": the message goes to every other member, those who hide their
   * address included, and no address is shown to anyone. Limited per leader (GROUP_EMAIL_LIMIT);
   * notifications mails it and the admin service keeps it in the audit log.
   */
  async emailMembers(
    groupId: string,
    caller: UserContext,
    body: EmailMembersBody,
    meta: PublishMeta,
  ): Promise<EmailMembersResponse> {
    return this.db.transaction(async (trx) => {
      const group = await requireLeader(trx, groupId, caller);
      await memberEmailsSentStore.lockSender(trx, caller.userId);
      const now = new Date();
      const since = new Date(now.getTime() - GROUP_EMAIL_LIMIT.windowMs).toISOString();
      const allowance = groupEmailAllowance(
        await memberEmailsSentStore.sentSince(trx, caller.userId, since),
        now,
      );
      if (!allowance.allowed) {
        const minutes = Math.ceil(allowance.retryAfterSeconds / 60);
        throw new HttpError(
          429,
          'TOO_MANY_GROUP_EMAILS',
          `You can send ${GROUP_EMAIL_LIMIT.max} messages an hour through Research Connect. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const members = await membershipsStore.membersOf(trx, groupId);
      const recipientUserIds = messageRecipients(members, caller.userId);
      if (recipientUserIds.length === 0)
        throw conflict('You are the only member of this group.', 'NO_OTHER_MEMBERS');
      const emailId = randomUUID();
      const at = now.toISOString();
      await memberEmailsSentStore.insert(trx, {
        id: emailId,
        groupId,
        fromUserId: caller.userId,
        recipientCount: recipientUserIds.length,
        sentAt: at,
      });
      await this.events.publish(
        trx,
        'groups.members.emailed',
        {
          emailId,
          groupId,
          groupName: group.name,
          fromUserId: caller.userId,
          fromName: nameOf(caller, members),
          recipientUserIds,
          subject: body.subject || `Message from ${group.name}`,
          message: body.message,
          at,
        },
        meta,
      );
      const n = recipientUserIds.length;
      return {
        success: true as const,
        message: `Research Connect is emailing your message to ${n} member${n === 1 ? '' : 's'}.`,
        recipientCount: n,
      };
    });
  }
}

async function requireLeader(db: Knex, groupId: string, caller: UserContext): Promise<ResearchGroup> {
  const group = await requireGroup(db, groupId);
  const own = await membershipsStore.ofUserInGroup(db, groupId, caller.userId);
  if (!own?.isLeader) throw forbidden('Only group leaders can email members', 'NOT_A_LEADER');
  return group;
}

/** How a leader is named to the members and in the audit log: their profile's name, else their account's. */
function nameOf(caller: UserContext, members: readonly MemberWithProfile[]): string {
  const own = members.find((m) => m.userId === caller.userId)?.name?.trim();
  const account = [caller.firstName, caller.lastName].filter(Boolean).join(' ').trim();
  return own || account || UNKNOWN_MEMBER_NAME;
}
