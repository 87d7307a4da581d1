import type { Knex } from 'knex';
import { forbidden, notFound } from '@app/service-kit';
import { canView, isOwner, type ProjectRow } from './project-rules';
import { membersStore } from '../shared/members-store';
import { projectsStore } from './projects-store';

const projectNotFound = () => notFound('Research project not found', 'PROJECT_NOT_FOUND');

/**
 * The project if the viewer may see it. A private project of someone else's is answered exactly
 * like a missing one. With `lock`, the row is locked for the rest of the transaction.
 */
export async function visibleProject(
  db: Knex,
  id: string,
  viewerUserId: string | null,
  opts: { lock?: boolean } = {},
): Promise<ProjectRow> {
  const project = await projectsStore.byId(db, id, opts);
  if (!project) throw projectNotFound();
  const member =
    !project.isPublic && viewerUserId !== null && !isOwner(project, viewerUserId)
      ? await membersStore.isActive(db, id, viewerUserId)
      : false;
  if (!canView(project, viewerUserId, member)) throw projectNotFound();
  return project;
}

/**
 * The project, locked, if the caller owns it. Someone who may see it but does not own it is told
 * so (403); someone who may not see it gets the same 404 as for a missing project.
 */
export async function ownProject(
  trx: Knex.Transaction,
  id: string,
  userId: string,
  action: string,
): Promise<ProjectRow> {
  const project = await visibleProject(trx, id, userId, { lock: true });
  if (!isOwner(project, userId)) throw forbidden(`Only the project owner can ${action}`, 'NOT_PROJECT_OWNER');
  return project;
}
