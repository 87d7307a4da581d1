import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type {
  GroupMember,
  GroupMembershipEntry,
  GroupPageQuery,
  LeaveGroupResponse,
  MembershipChangeResponse,
  ResearchGroupListItem,
} from '@app/contracts/groups/http';
import {
  conflict,
  forbidden,
  profileRequired,
  type EventPublisher,
  type PublishMeta,
} from '@app/service-kit';
import { projectsStore } from '../group-projects';
import { groupsStore, requireGroup } from '../shared/groups-store';
import { profilesStore } from '../shared/profiles-store';
import { toGroupListItems } from './group-list';
import { toMembership, UNKNOWN_MEMBER_NAME } from './members';
import { endMembership } from './membership-end';
import { membershipsStore } from './memberships-store';

/** Research groups: browsing them and their members, joining and leaving, and leading them. */
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

  /** A page of a group's members, leaders first, then by join date, and how many it has. */
  async members(groupId: string, page: GroupPageQuery): Promise<{ items: GroupMember[]; total: number }> {
    await requireGroup(this.db, groupId);
    const [rows, total] = await Promise.all([
      membershipsStore.membersOf(this.db, groupId, page),
      membershipsStore.countOf(this.db, groupId),
    ]);
    const items = rows.map((r) => ({
      profileId: r.profileId,
      userId: r.userId,
      name: r.name ?? UNKNOWN_MEMBER_NAME,
      institution: r.institution,
      profileImageUrl: r.profileImageUrl,
      isLeader: r.isLeader,
      joinedAt: r.joinedAt,
    }));
    return { items, total };
  }

  async join(groupId: string, caller: UserContext, meta: PublishMeta): Promise<MembershipChangeResponse> {
    return this.db.transaction(async (trx) => {
      const group = await requireGroup(trx, groupId);
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
      const group = await requireGroup(trx, groupId);
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
      const group = await requireGroup(trx, groupId);
      const updated = await membershipsStore.toggleLeader(trx, groupId, caller.userId);
      if (!updated) throw forbidden('Only members of this group can change leadership.', 'NOT_A_MEMBER');
      const profile = await profilesStore.activeOfUser(trx, caller.userId);
      const leaders = await membershipsStore.leaderUserIds(trx, groupId);
      await this.events.publish(
        trx,
        'groups.leadership.changed',
        {
          groupId,
          groupName: group.name,
          userId: caller.userId,
          profileId: updated.profileId,
          isLeader: updated.isLeader,
          memberName: profile?.name ?? UNKNOWN_MEMBER_NAME,
          otherLeaderUserIds: leaders.filter((id) => id !== caller.userId),
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
}
