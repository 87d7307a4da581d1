/** "1 member", "3 members": the counts on a group card. */
export const countLabel = (n: number, singular: string, plural = `${singular}s`) =>
  `${n} ${n === 1 ? singular : plural}`;

/** A group project's status as the projects page shows it; anything unknown reads like completed. */
export function groupProjectStatusLabel(status: string): string {
  if (status === 'seeking_collaborators') return 'Seeking Collaborators';
  if (status === 'in_progress') return 'In Progress';
  return 'Completed';
}

/** The label of the leadership button: a leader may stop leading, a member may become one. */
export const leadershipButtonLabel = (isLeader: boolean) => (isLeader ? 'Stop Leading' : 'Become Leader');
