import type { Knex } from 'knex';
import type { GroupPageQuery, GroupProject } from '@app/contracts/groups/http';
import { requireGroup } from '../shared/groups-store';
import { toGroupProject } from './group-projects';
import { projectsStore } from './group-projects-store';

/** A group's projects: the public projects of its category, from the projects read model. */
export class GroupProjectsService {
  constructor(private readonly db: Knex) {}

  /** A page of the public projects of the group's category, ongoing ones first, and how many there are. */
  async projects(groupId: string, page: GroupPageQuery): Promise<{ items: GroupProject[]; total: number }> {
    const group = await requireGroup(this.db, groupId);
    const { rows, total } = await projectsStore.publicOfCategory(this.db, group.category, page);
    return { items: rows.map(toGroupProject), total };
  }
}
