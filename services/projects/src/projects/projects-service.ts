import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type {
  ProjectBody,
  ProjectBrowseQuery,
  ProjectBrowseResponse,
  ProjectDetailResponse,
  ProjectListQuery,
  ProjectResponse,
} from '@app/contracts/projects/http';
import type { EventPublisher, PublishMeta } from '@app/service-kit';
import { membersStore } from '../shared/members-store';
import { toMembership } from '../shared/membership';
import { changedFields, projectFieldsFrom, type ProjectRow } from './project-rules';
import { projectDeleted, projectSnapshot } from './project-snapshot';
import { projectResponse, projectResponses } from './project-views';
import { projectsStore, type BrowseFilters } from './projects-store';
import { byRelevanceThenNewest, isEmptyProfile, projectMatchTerms, relevanceScore } from './relevance';
import { prefixSearchQuery } from './search-query';
import { loadViewer, requireProfile } from './viewer';
import { ownProject, visibleProject } from './visible-project';

/** Proposing, editing, completing, deleting, reading and browsing research projects. */
export class ProjectsService {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
  ) {}

  async create(user: UserContext, body: ProjectBody, meta: PublishMeta): Promise<ProjectResponse> {
    const profile = await requireProfile(this.db, user);
    const fields = projectFieldsFrom(body, null);
    const created = await this.db.transaction(async (trx) => {
      const row = await projectsStore.insert(trx, {
        ...fields,
        createdBy: profile.profileId,
        ownerUserId: user.userId,
        matchTerms: projectMatchTerms(fields),
      });
      await this.events.publish(trx, 'projects.project.created', projectSnapshot(row, []), meta);
      return row;
    });
    return projectResponse(this.db, created, await loadViewer(this.db, user));
  }

  /** Only the owner edits. An edit that changes nothing publishes nothing. */
  async update(
    user: UserContext,
    id: string,
    body: ProjectBody,
    meta: PublishMeta,
  ): Promise<ProjectResponse> {
    const updated = await this.db.transaction(async (trx) => {
      const project = await ownProject(trx, id, user.userId, 'edit this project');
      const next = projectFieldsFrom(body, project);
      if (changedFields(project, next).length === 0) return project;
      const row = await projectsStore.update(trx, id, { ...next, matchTerms: projectMatchTerms(next) });
      const memberUserIds = await membersStore.activeUserIds(trx, row.id);
      await this.events.publish(trx, 'projects.project.updated', projectSnapshot(row, memberUserIds), meta);
      return row;
    });
    return projectResponse(this.db, updated, await loadViewer(this.db, user));
  }

  /** Marks the project completed (it then leaves the browse list). Completing it again changes nothing. */
  async complete(user: UserContext, id: string, meta: PublishMeta): Promise<ProjectResponse> {
    const completed = await this.db.transaction(async (trx) => {
      const project = await ownProject(trx, id, user.userId, 'mark this project as completed');
      if (project.status === 'completed') return project;
      const row = await projectsStore.update(trx, id, { status: 'completed' });
      const memberUserIds = await membersStore.activeUserIds(trx, row.id);
      await this.events.publish(trx, 'projects.project.completed', projectSnapshot(row, memberUserIds), meta);
      return row;
    });
    return projectResponse(this.db, completed, await loadViewer(this.db, user));
  }

  /** Deletes the project and its memberships; its members are told through projects.project.deleted. */
  async delete(user: UserContext, id: string, meta: PublishMeta): Promise<void> {
    await this.db.transaction(async (trx) => {
      const project = await ownProject(trx, id, user.userId, 'delete this project');
      const memberUserIds = await membersStore.activeUserIds(trx, id);
      await projectsStore.remove(trx, id);
      await this.events.publish(
        trx,
        'projects.project.deleted',
        projectDeleted(project, memberUserIds),
        meta,
      );
    });
  }

  /** The project with the caller's own active membership (null signed out or not a member). */
  async detail(user: UserContext | null, id: string): Promise<ProjectDetailResponse> {
    const viewer = await loadViewer(this.db, user);
    const project = await visibleProject(this.db, id, viewer.userId);
    const membership = viewer.userId ? await membersStore.find(this.db, id, viewer.userId) : undefined;
    return {
      ...(await projectResponse(this.db, project, viewer)),
      membership: membership?.status === 'active' ? toMembership(membership) : null,
    };
  }

  /**
   * A page of a profile's projects (completed ones too), newest first, and how many there are;
   * private ones only to owner and members.
   */
  async listByCreator(
    user: UserContext | null,
    { createdBy, ...page }: ProjectListQuery,
  ): Promise<{ items: ProjectResponse[]; total: number }> {
    const viewer = await loadViewer(this.db, user);
    const { rows, total } = await projectsStore.byCreator(this.db, viewer.userId, createdBy, page);
    return { items: await projectResponses(this.db, rows, viewer), total };
  }

  /**
   * The browse tab: visible projects matching the search and filters, most relevant to the viewer
   * first, then newest. With nothing to rank by (signed out, or no interests or FoR codes) every
   * score is 0 and the database pages newest first; otherwise the candidates are ranked here.
   */
  async browse(user: UserContext | null, query: ProjectBrowseQuery): Promise<ProjectBrowseResponse> {
    const viewer = await loadViewer(this.db, user);
    const filters: BrowseFilters = {
      searchQuery: prefixSearchQuery(query.search),
      categories: query.categories,
      researchMethods: query.researchMethods,
      researchMethodologies: query.researchMethodologies,
      includeCompleted: query.includeCompleted,
    };
    const { page, pageSize } = query;
    const offset = (page - 1) * pageSize;

    let rows: ProjectRow[];
    let total: number;
    if (isEmptyProfile(viewer.relevance)) {
      ({ rows, total } = await projectsStore.browsePage(this.db, viewer.userId, filters, offset, pageSize));
    } else {
      const candidates = await projectsStore.browseCandidates(this.db, viewer.userId, filters, [
        ...viewer.relevance.allTerms,
      ]);
      const ranked = candidates
        .map((c) => ({ ...c, relevanceScore: relevanceScore(viewer.relevance, c) }))
        .sort(byRelevanceThenNewest);
      total = ranked.length;
      rows = await projectsStore.byIds(
        this.db,
        ranked.slice(offset, offset + pageSize).map((c) => c.id),
      );
    }
    return { projects: await projectResponses(this.db, rows, viewer), total, page, pageSize };
  }
}
