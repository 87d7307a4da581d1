import type { Knex } from 'knex';

/** Project and group memberships, kept only to draw the network graph's edges. */
export const membershipsStore = {
  async projectUpdatedAt(db: Knex, projectId: string): Promise<string | undefined> {
    const row = await db('projects').select('updatedAt').where({ projectId }).first();
    return row?.updatedAt;
  },
  /** Replaces a project's people (owner and members) with those of a newer snapshot. */
  async replaceProject(
    db: Knex,
    projectId: string,
    updatedAt: string,
    userIds: readonly string[],
  ): Promise<void> {
    await db('projects').insert({ projectId, updatedAt }).onConflict('projectId').merge();
    await db('projectMembers').where({ projectId }).delete();
    const rows = [...new Set(userIds)].map((userId) => ({ projectId, userId }));
    if (rows.length) await db('projectMembers').insert(rows);
  },
  async addProjectMember(db: Knex, projectId: string, userIds: readonly string[], at: string): Promise<void> {
    await db('projects').insert({ projectId, updatedAt: at }).onConflict('projectId').ignore();
    const rows = userIds.map((userId) => ({ projectId, userId }));
    await db('projectMembers').insert(rows).onConflict(['projectId', 'userId']).ignore();
  },
  async removeProjectMember(db: Knex, projectId: string, userId: string): Promise<void> {
    await db('projectMembers').where({ projectId, userId }).delete();
  },
  async removeProject(db: Knex, projectId: string): Promise<void> {
    await db('projects').where({ projectId }).delete();
  },
  async addGroupMember(db: Knex, groupId: string, userId: string): Promise<void> {
    await db('groupMembers').insert({ groupId, userId }).onConflict(['groupId', 'userId']).ignore();
  },
  async removeGroupMember(db: Knex, groupId: string, userId: string): Promise<void> {
    await db('groupMembers').where({ groupId, userId }).delete();
  },
  async removeUser(db: Knex, userId: string): Promise<void> {
    await db('projectMembers').where({ userId }).delete();
    await db('groupMembers').where({ userId }).delete();
  },
};
