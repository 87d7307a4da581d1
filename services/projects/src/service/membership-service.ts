import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type {
  CollaboratorEntry,
  JoinProjectResponse,
  MyMembershipProject,
  ProjectMembership,
} from '@app/contracts/projects/http';
import { conflict, type EventPublisher, type HttpError, type PublishMeta } from '@app/service-kit';
import { memberChanged } from '../domain/project-events';
import { joinRefusal, leaveRefusal, type JoinRefusal, type LeaveRefusal } from '../domain/projects';
import { membersStore } from '../store/members';
import { projectsStore } from '../store/projects';
import { projectResponses, toCollaborator, toMembership } from './project-views';
import { publisherFor } from './publish';
import { loadViewer, requireProfile } from './viewer';
import { visibleProject } from './visible-project';

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
      await publisherFor(
        this.events,
        trx,
        meta,
      )('projects.member.joined', memberChanged(project, joined, profile.name, joined.joinedAt));
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
      await publisherFor(
        this.events,
        trx,
        meta,
      )('projects.member.left', memberChanged(project, left, profile.name, left.leftAt!));
    });
  }

  async members(user: UserContext | null, id: string): Promise<CollaboratorEntry[]> {
    await visibleProject(this.db, id, user?.userId ?? null);
    return (await membersStore.activeWithProfiles(this.db, id)).map(toCollaborator);
  }

  async membership(user: UserContext, id: string): Promise<ProjectMembership | null> {
    await visibleProject(this.db, id, user.userId);
    const row = await membersStore.find(this.db, id, user.userId);
    return row?.status === 'active' ? toMembership(row) : null;
  }

  /** The projects the caller joined (not those they own), most recently joined first. */
  async myMemberships(user: UserContext): Promise<MyMembershipProject[]> {
    const memberships = await membersStore.activeForUser(this.db, user.userId);
    const rows = await projectsStore.byIds(
      this.db,
      memberships.map((m) => m.projectId),
    );
    const projects = await projectResponses(this.db, rows, await loadViewer(this.db, user));
    const byProject = new Map(memberships.map((m) => [m.projectId, m]));
    return projects.map((p) => ({
      ...p,
      isJoinedProject: true as const,
      membership: toMembership(byProject.get(p.id)!),
    }));
  }
}
