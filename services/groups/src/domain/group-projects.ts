import type { GroupProject } from '@app/contracts/groups/http';

// Statuses in which a project is still going; anything else displays like completed (spec 2 s. 4).
const ONGOING_STATUSES = new Set(['seeking_collaborators', 'in_progress']);

export const isFinishedProject = (status: string): boolean => !ONGOING_STATUSES.has(status);

export type GroupProjectRow = GroupProject & { createdAt: string };

/** A group's projects: ongoing ones before finished ones, each part newest first. */
export function compareGroupProjects(
  a: Pick<GroupProjectRow, 'status' | 'createdAt' | 'id'>,
  b: Pick<GroupProjectRow, 'status' | 'createdAt' | 'id'>,
): number {
  const finished = Number(isFinishedProject(a.status)) - Number(isFinishedProject(b.status));
  if (finished !== 0) return finished;
  const newest = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (newest !== 0) return newest;
  return a.id.localeCompare(b.id);
}

export const toGroupProject = (row: GroupProjectRow): GroupProject => ({
  id: row.id,
  title: row.title,
  description: row.description,
  duration: row.duration,
  status: row.status,
});
