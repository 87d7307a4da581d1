import type { ProjectSnapshot } from '@app/contracts/projects/events';
import { isDeleted, type HandlerMap } from '@app/service-kit';
import type { Knex } from 'knex';
import { isNewer } from '../domain/researchers';
import { membershipsStore } from '../store/memberships';

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

/** Who shares projects and groups: the graph's project_collaboration and research_group edges. */
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

export const groupHandlers: HandlerMap = {
  'groups.member.joined': async (event, { trx }) => {
    if (await isDeleted(trx, event.data.userId)) return;
    await membershipsStore.addGroupMember(trx, event.data.groupId, event.data.userId);
  },
  'groups.member.left': async (event, { trx }) =>
    membershipsStore.removeGroupMember(trx, event.data.groupId, event.data.userId),
};
