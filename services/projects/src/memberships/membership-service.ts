import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type {
  CollaboratorEntry,
  JoinProjectResponse,
  MyMembershipProject,
  ProjectMembership,
  ProjectPageQuery,
} from '@app/contracts/projects/http';
import { conflict, type EventPublisher, type HttpError, type PublishMeta } from '@app/service-kit';
import { loadViewer, projectResponses, projectsStore, requireProfile, visibleProject } from '../projects';
import { membersStore } from '../shared/members-store';
import { toMembership } from '../shared/membership';
import { toCollaborator } from './collaborator';
import { memberChanged } from './member-changed';
import { joinRefusal, leaveRefusal, type JoinRefusal, type LeaveRefusal } from './membership-rules';

const JOIN_REFUSALS: Record<JoinRefusal, () => HttpError> = {
  own_project: () => conflict('You cannot join your own project', 'OWN_PROJECT'),
  already_member: () => conflict('You are already a member of this project', 'ALREADY_MEMBER'),
  not_seeking: () => conflict('This project is not seeking collaborators', 'NOT_SEEKING_COLLABORATORS'),
};

const LEAVE_REFUSALS: Record<LeaveRefusal, () => HttpError> = {
  owner: () => conflict('The project owner cannot leave their own project', 'OWNER_CANNOT_LEAVE'),
  not_member: () => conflict('You are not a member of this project', 'NOT_MEMBER'),
};

/** Joining and leaving projects, and who is on them. */
export class MembershipService {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
  ) {}

  /**
   * Joins a project that is seeking collaborators. A former member's row is reactivated (with the
   * role now sent and a new join date), so each person has one row per project.
   */
  async join(user: UserContext, id: string, role: string, meta: PublishMeta): Promise<JoinProjectResponse> {
    const profile = await requireProfile(this.db, user);
    const member = await this.db.transaction(async (trx) => {
      const project = await visibleProject(trx, id, user.userId, { lock: true });
      const existing = await membersStore.find(trx, id, user.userId);
      const refusal = joinRefusal(project, user.userId, existing);
      if (refusal) throw JOIN_REFUSALS[refusal]();
      const joined = existing
        ? await membersStore.update(trx, existing.id, {
            status: 'active',
            role,
            profileId: profile.profileId,
            joinedAt: trx.fn.now(),
            leftAt: null,
          })
        : await membersStore.insert(trx, {
            projectId: id,
            profileId: profile.profileId,
            memberUserId: user.userId,
            role,
            status: 'active',
          });
      await this.events.publish(
        trx,
        'projects.member.joined',
        memberChanged(project, joined, profile.name, joined.joinedAt),
        meta,
      );
      return joined;
    });
    return {
      success: true,
      message: 'Successfully joined the research project',
      membership: toMembership(member),
    };
  }

  /** Leaves a project (any status). The row stays, marked left, so the person may rejoin later. */
  async leave(user: UserContext, id: string, meta: PublishMeta): Promise<void> {
    const profile = await requireProfile(this.db, user);
    await this.db.transaction(async (trx) => {
      const project = await visibleProject(trx, id, user.userId, { lock: true });
      const existing = await membersStore.find(trx, id, user.userId);
      const refusal = leaveRefusal(project, user.userId, existing);
      if (refusal) throw LEAVE_REFUSALS[refusal]();
      const left = await membersStore.update(trx, existing!.id, { status: 'left', leftAt: trx.fn.now() });
      await this.events.publish(
        trx,
        'projects.member.left',
        memberChanged(project, left, profile.name, left.leftAt!),
        meta,
      );
    });
  }

  /** A page of the project's active collaborators, most recently joined first, and how many there are. */
  async members(
    user: UserContext | null,
    id: string,
    page: ProjectPageQuery,
  ): Promise<{ items: CollaboratorEntry[]; total: number }> {
    await visibleProject(this.db, id, user?.userId ?? null);
    const { rows, total } = await membersStore.activeWithProfiles(this.db, id, page);
    return { items: rows.map(toCollaborator), total };
  }

  async membership(user: UserContext, id: string): Promise<ProjectMembership | null> {
    await visibleProject(this.db, id, user.userId);
    const row = await membersStore.find(this.db, id, user.userId);
    return row?.status === 'active' ? toMembership(row) : null;
  }

  /** A page of the projects the caller joined (not those they own), most recently joined first, and how many. */
  async myMemberships(
    user: UserContext,
    page: ProjectPageQuery,
  ): Promise<{ items: MyMembershipProject[]; total: number }> {
    const { rows: memberships, total } = await membersStore.activeForUser(this.db, user.userId, page);
    const rows = await projectsStore.byIds(
      this.db,
      memberships.map((m) => m.projectId),
    );
    const projects = await projectResponses(this.db, rows, await loadViewer(this.db, user));
    const byProject = new Map(memberships.map((m) => [m.projectId, m]));
    const items = projects.map((p) => ({
      ...p,
      isJoinedProject: true as const,
      membership: toMembership(byProject.get(p.id)!),
    }));
    return { items, total };
  }
}
