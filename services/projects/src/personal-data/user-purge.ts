import type { Knex } from 'knex';
import { purgePerson, type HandlerContext } from '@app/service-kit';
import { memberChanged } from '../memberships';
import { projectDeleted, projectsStore } from '../projects';
import { membersStore } from '../shared/members-store';
import { profilesStore } from '../shared/profiles-store';

/**
 * Everything this service holds of a deleted account goes (the purge policy in ARCHITECTURE.md, run
 * by the kit's `purgePerson`): their projects (each member is told through projects.project.deleted),
 * their memberships (each project's owner through projects.member.left) and their profile. Runs in
 * the consumer's transaction; the deletion is marked first, so no snapshot applied meanwhile brings
 * them back.
 */
export function purgeUser(
  trx: Knex.Transaction,
  userId: string,
  deletedAt: string,
  publish: HandlerContext['publish'],
): Promise<void> {
  return purgePerson(trx, userId, deletedAt, {
    async removeOwned(trx, userId) {
      for (const project of await projectsStore.ownedBy(trx, userId)) {
        const memberUserIds = await membersStore.activeUserIds(trx, project.id);
        await projectsStore.remove(trx, project.id);
        await publish('projects.project.deleted', projectDeleted(project, memberUserIds));
      }
    },
    async memberships(trx, userId) {
      const profile = await profilesStore.byUserId(trx, userId);
      const memberships = await membersStore.allActiveForUser(trx, userId);
      return memberships.map((membership) => ({ membership, memberName: profile?.name }));
    },
    async endMembership(trx, { membership, memberName }, at) {
      const project = await projectsStore.byId(trx, membership.projectId, { lock: true });
      if (project) await publish('projects.member.left', memberChanged(project, membership, memberName, at));
    },
    async forget(trx, userId) {
      await membersStore.removeForUser(trx, userId);
      await profilesStore.removeOfUser(trx, userId);
    },
  });
}
