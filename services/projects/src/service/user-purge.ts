import type { Knex } from 'knex';
import { memberChanged, projectDeleted } from '../domain/project-events';
import { membersStore } from '../store/members';
import { profilesStore } from '../store/profiles';
import { projectsStore } from '../store/projects';
import type { Publish } from './publish';

/**
 * Everything this service holds of a deleted account goes: their projects (each member is told
 * through projects.project.deleted), their memberships (each project's owner through
 * projects.member.left) and their profile. Runs in the consumer's transaction.
 */
export async function purgeUser(trx: Knex.Transaction, userId: string, publish: Publish): Promise<void> {
  for (const project of await projectsStore.ownedBy(trx, userId)) {
    const memberUserIds = await membersStore.activeUserIds(trx, project.id);
    await projectsStore.remove(trx, project.id);
    await publish('projects.project.deleted', projectDeleted(project, memberUserIds));
  }

  const profile = await profilesStore.byUserId(trx, userId);
  const at = new Date().toISOString();
  for (const membership of await membersStore.activeForUser(trx, userId)) {
    const project = await projectsStore.byId(trx, membership.projectId, { lock: true });
    if (project) await publish('projects.member.left', memberChanged(project, membership, profile?.name, at));
  }
  await membersStore.removeForUser(trx, userId);
  await profilesStore.forgetUser(trx, userId);
}
