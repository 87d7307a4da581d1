import type { Knex } from 'knex';
import type { ProjectSnapshot } from '@app/contracts/projects/events';
import { ONGOING_STATUSES, type GroupProjectRow } from './group-projects';

export const projectsStore = {
  /** Applies a snapshot only when it is newer than the one held, so late redeliveries change nothing. */
  async applySnapshot(db: Knex, s: ProjectSnapshot): Promise<void> {
    await db('projects')
      .insert({
        projectId: s.projectId,
        title: s.title,
        description: s.description,
        duration: s.duration,
        status: s.status,
        categories: s.categories,
        isPublic: s.isPublic,
        createdAt: s.createdAt,
        updatedAt: s.updatedAt,
        removedAt: null,
      })
      .onConflict('projectId')
      .merge()
      .where('projects.updatedAt', '<', s.updatedAt);
  },

  /** Keeps a deleted project as a tombstone so an older snapshot arriving late cannot revive it. */
  async markRemoved(db: Knex, projectId: string, at: string): Promise<void> {
    await db('projects')
      .insert({
        projectId,
        title: '',
        description: '',
        status: 'deleted',
        isPublic: false,
        createdAt: at,
        updatedAt: at,
        removedAt: at,
      })
      .onConflict('projectId')
      .merge({ removedAt: at, updatedAt: db.raw('greatest(projects.updated_at, excluded.updated_at)') });
  },

  /**
   * A page of the public, not deleted projects whose categories include `category`: ongoing ones
   * before finished ones, each part newest first (ties by id, so pages do not shuffle), and how many
   * there are in all.
   */
  async publicOfCategory(
    db: Knex,
    category: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: GroupProjectRow[]; total: number }> {
    const ofCategory = () =>
      db('projects')
        .where({ isPublic: true })
        .whereNull('removedAt')
        .whereRaw('categories @> ARRAY[?]::text[]', [category]);
    const [rows, [counted]] = await Promise.all([
      ofCategory()
        .select({ id: 'projectId' }, 'title', 'description', 'duration', 'status', 'createdAt')
        .orderByRaw('(status <> ALL(?::text[])) ASC, created_at DESC, project_id ASC', [ONGOING_STATUSES])
        .offset(page.offset)
        .limit(page.limit),
      ofCategory().count<Array<{ count: string | number }>>({ count: '*' }),
    ]);
    return { rows: rows as GroupProjectRow[], total: Number(counted?.count ?? 0) };
  },

  /** How many public, not deleted projects each category has. */
  async publicCountsByCategory(db: Knex): Promise<Map<string, number>> {
    const rows: Array<{ category: string; count: number }> = await db
      .select('category')
      .countDistinct({ count: 'projectId' })
      .from(
        db('projects')
          .select('projectId', db.raw('unnest(categories) AS category'))
          .where({ isPublic: true })
          .whereNull('removedAt')
          .as('c'),
      )
      .groupBy('category');
    return new Map(rows.map((r) => [r.category, r.count]));
  },
};
