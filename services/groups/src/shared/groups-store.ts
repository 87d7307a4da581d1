import type { Knex } from 'knex';
import type { ResearchGroup } from '@app/contracts/groups/http';
import { notFound } from '@app/service-kit';

const columns = ['id', 'name', 'description', 'category'] as const;

export const groupsStore = {
  all(db: Knex): Promise<ResearchGroup[]> {
    return db('research_groups').select(columns).orderBy('name');
  },
  byId(db: Knex, id: string): Promise<ResearchGroup | undefined> {
    return db('research_groups').select(columns).where({ id }).first();
  },
};

/** The group, or 404 `GROUP_NOT_FOUND`: every page and action on one group starts here. */
export async function requireGroup(db: Knex, id: string): Promise<ResearchGroup> {
  const group = await groupsStore.byId(db, id);
  if (!group) throw notFound('Research group not found', 'GROUP_NOT_FOUND');
  return group;
}
