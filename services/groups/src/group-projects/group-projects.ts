import type { GroupProject } from '@app/contracts/groups/http';

/** Statuses in which a project is still going; anything else displays like completed (spec 2 s. 4). */
export const ONGOING_STATUSES = ['seeking_collaborators', 'in_progress'];

/** A group's project as its store reads it (ongoing before finished, each part newest first). */
export type GroupProjectRow = GroupProject & { createdAt: string };

export const toGroupProject = (row: GroupProjectRow): GroupProject => ({
  id: row.id,
  title: row.title,
  description: row.description,
  duration: row.duration,
  status: row.status,
});
