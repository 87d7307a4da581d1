import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type {
  GroupMember,
  GroupMembershipEntry,
  GroupProject,
  LeaveGroupResponse,
  MemberEmailsResponse,
  MembershipChangeResponse,
  ResearchGroup,
  ResearchGroupListItem,
} from '@app/contracts/groups/http';
import {
  conflict,
  forbidden,
  notFound,
  profileRequired,
  type EventPublisher,
  type PublishMeta,
} from '@app/service-kit';
import { toGroupListItems } from '../domain/group-list';
import { compareGroupProjects, toGroupProject } from '../domain/group-projects';
import { memberEmailList } from '../domain/member-emails';
import { compareMembers, toMembership, UNKNOWN_MEMBER_NAME } from '../domain/members';
import { groupsStore } from '../store/groups';
import { membershipsStore } from '../store/memberships';
import { profilesStore } from '../store/profiles';
import { projectsStore } from '../store/projects';
import { endMembership } from './membership-end';

/** Research groups: browsing them, joining and leaving, leading them, and emailing their members. */
export class GroupsService {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
  ) {}

  async list(caller: UserContext): Promise<ResearchGroupListItem[]> {
    const [groups, counts, projectCounts, mine] = await Promise.all([
      groupsStore.all(this.db),
      membershipsStore.countsByGroup(this.db),
      projectsStore.publicCountsByCategory(this.db),
      membershipsStore.ofUser(this.db, caller.userId),
    ]);
    return toGroupListItems(groups, counts, projectCounts, mine);
  }

  /** The memberships of a person, named by user id or profile id (the caller's own, or anyone's). */
  groupsOf(personId: string): Promise<GroupMembershipEntry[]> {
    return membershipsStore.entriesOf(this.db, personId);
  }

  async members(groupId: string): Promise<GroupMember[]> {
    await this.requireGroup(this.db, groupId);
    const rows = await membershipsStore.membersOf(this.db, groupId);
    return rows
      .map((r) => ({
        profileId: r.profileId,
        userId: r.userId,
        name: r.name ?? UNKNOWN_MEMBER_NAME,
        institution: r.institution,
        profileImageUrl: r.profileImageUrl,
        isLeader: r.isLeader,
        joinedAt: r.joinedAt,
      }))
      .sort(compareMembers);
  }

  async projects(groupId: string): Promise<GroupProject[]> {
    const group = await this.requireGroup(this.db, groupId);
    const rows = await projectsStore.publicOfCategory(this.db, group.category);
    return rows.sort(compareGroupProjects).map(toGroupProject);
  }

  async join(groupId: string, caller: UserContext, meta: PublishMeta): Promise<MembershipChangeResponse> {
    return this.db.transaction(async (trx) => {
      const group = await this.requireGroup(trx, groupId);
      const profile = await profilesStore.activeOfUser(trx, caller.userId);
      if (!profile)
        throw profileRequired('Connect your ORCID iD first: joining a group needs a research profile.');
      const created = await membershipsStore.insert(trx, {
        groupId,
        profileId: profile.profileId,
        userId: caller.userId,
      });
      if (!created) throw conflict('You are already a member of this group.', 'ALREADY_MEMBER');
      await this.events.publish(
        trx,
        'groups.member.joined',
        {
          groupId,
          groupName: group.name,
          userId: caller.userId,
          profileId: profile.profileId,
          memberName: profile.name ?? UNKNOWN_MEMBER_NAME,
          leaderUserIds: await membershipsStore.leaderUserIds(trx, groupId),
          at: created.joinedAt,
        },
        meta,
      );
      return {
        success: true as const,
        message: `You joined ${group.name}.`,
        membership: toMembership(created),
      };
    });
  }

  async leave(groupId: string, caller: UserContext, meta: PublishMeta): Promise<LeaveGroupResponse> {
    return this.db.transaction(async (trx) => {
      const group = await this.requireGroup(trx, groupId);
      const removed = await endMembership(trx, group, caller.userId, new Date().toISOString(), (data) =>
        this.events.publish(trx, 'groups.member.left', data, meta),
      );
      if (!removed) throw conflict('You are not a member of this group.', 'NOT_A_MEMBER');
      return { success: true as const, message: `You left ${group.name}.` };
    });
  }

  /** A member becomes a leader, or a leader stops leading. */
  async toggleLeadership(
    groupId: string,
    caller: UserContext,
    meta: PublishMeta,
  ): Promise<MembershipChangeResponse> {
    return this.db.transaction(async (trx) => {
      const group = await this.requireGroup(trx, groupId);
      const updated = await membershipsStore.toggleLeader(trx, groupId, caller.userId);
      if (!updated) throw forbidden('Only members of this group can change leadership.', 'NOT_A_MEMBER');
      await this.events.publish(
        trx,
        'groups.leadership.changed',
        {
          groupId,
          groupName: group.name,
          userId: caller.userId,
          profileId: updated.profileId,
          isLeader: updated.isLeader,
          at: new Date().toISOString(),
        },
        meta,
      );
      return {
        success: true as const,
        message: 'Leadership status updated successfully',
        membership: toMembership(updated),
      };
    });
  }

  async memberEmails(groupId: string, caller: UserContext): Promise<MemberEmailsResponse> {
    const group = await this.requireGroup(this.db, groupId);
    const own = await membershipsStore.ofUserInGroup(this.db, groupId, caller.userId);
    if (!own?.isLeader) throw forbidden('Only group leaders can email members', 'NOT_A_LEADER');
    const members = await membershipsStore.membersOf(this.db, groupId);
    return memberEmailList(group.name, members, caller);
  }

  private async requireGroup(db: Knex, id: string): Promise<ResearchGroup> {
    const group = await groupsStore.byId(db, id);
    if (!group) throw notFound('Research group not found', 'GROUP_NOT_FOUND');
    return group;
  }
}
