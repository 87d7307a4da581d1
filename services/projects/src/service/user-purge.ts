import type { Knex } from 'knex';
import { markDeleted } from '@app/service-kit';
import { memberChanged, projectDeleted } from '../domain/project-events';
import { membersStore } from '../store/members';
import { profilesStore } from '../store/profiles';
import { projectsStore } from '../store/projects';
import type { Publish } from './publish';

/**
 * Everything this service holds of a deleted account goes (the purge policy in ARCHITECTURE.md):
 * their projects (each member is told through projects.project.deleted), their memberships (each
 * project's owner through projects.member.left) and their profile. Runs in the consumer's
 * transaction; the deletion is marked first, so no snapshot applied meanwhile brings them back.
 */
export async function purgeUser(
  trx: Knex.Transaction,
  userId: string,
  deletedAt: string,
  publish: Publish,
): Promise<void> {
  await markDeleted(trx, userId, deletedAt);
  for (const project of await projectsStore.ownedBy(trx, userId)) {
    const memberUserIds = await membersStore.activeUserIds(trx, project.id);
    await projectsStore.remove(trx, project.id);
    await publish('projects.project.deleted', projectDeleted(project, memberUserIds));
  }

  const profile = await profilesStore.byUserId(trx, userId);
  for (const membership of await membersStore.activeForUser(trx, userId)) {
    const project = await projectsStore.byId(trx, membership.projectId, { lock: true });
    if (project)
      await publish('projects.member.left', memberChanged(project, membership, profile?.name, deletedAt));
  }
  await membersStore.removeForUser(trx, userId);
  await profilesStore.removeOfUser(trx, userId);
}
