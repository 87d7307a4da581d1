import type { ProjectSnapshot } from '@app/contracts/projects/events';
import { isDeleted, type HandlerMap } from '@app/service-kit';
import type { Knex } from 'knex';
import { isNewer } from '../shared/researchers';
import { membershipsStore } from './memberships-store';

async function withoutDeleted(trx: Knex.Transaction, userIds: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of new Set(userIds)) if (!(await isDeleted(trx, id))) out.push(id);
  return out;
}

async function applyProject(trx: Knex.Transaction, p: ProjectSnapshot): Promise<void> {
  if (!isNewer(p.updatedAt, await membershipsStore.projectUpdatedAt(trx, p.projectId))) return;
  const people = await withoutDeleted(trx, [p.ownerUserId, ...p.memberUserIds]);
  await membershipsStore.replaceProject(trx, p.projectId, p.updatedAt, people);
}

/** Who shares projects: the graph's project_collaboration edges. */
export const projectHandlers: HandlerMap = {
  'projects.project.created': async (event, { trx }) => applyProject(trx, event.data),
  'projects.project.updated': async (event, { trx }) => applyProject(trx, event.data),
  'projects.project.completed': async (event, { trx }) => applyProject(trx, event.data),
  'projects.project.deleted': async (event, { trx }) =>
    membershipsStore.removeProject(trx, event.data.projectId),
  'projects.member.joined': async (event, { trx }) => {
    const m = event.data;
    const people = await withoutDeleted(trx, [m.ownerUserId, m.memberUserId]);
    await membershipsStore.addProjectMember(trx, m.projectId, people, m.at);
  },
  'projects.member.left': async (event, { trx }) =>
    membershipsStore.removeProjectMember(trx, event.data.projectId, event.data.memberUserId),
};
