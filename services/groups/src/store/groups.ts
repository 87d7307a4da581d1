import type { Knex } from 'knex';
import type { ResearchGroup } from '@app/contracts/groups/http';

const columns = ['id', 'name', 'description', 'category'] as const;

export const groupsStore = {
  all(db: Knex): Promise<ResearchGroup[]> {
    return db('research_groups').select(columns).orderBy('name');
  },
  byId(db: Knex, id: string): Promise<ResearchGroup | undefined> {
    return db('research_groups').select(columns).where({ id }).first();
  },
};
