import { isOwner, type ProjectRow } from '../projects';
import type { MemberRow } from '../shared/membership';

export type JoinRefusal = 'own_project' | 'not_seeking' | 'already_member';

/** Why this person may not join now, or null when they may (a former member may rejoin). */
export function joinRefusal(
  project: Pick<ProjectRow, 'ownerUserId' | 'status'>,
  userId: string,
  membership: Pick<MemberRow, 'status'> | undefined,
): JoinRefusal | null {
  if (isOwner(project, userId)) return 'own_project';
  if (membership?.status === 'active') return 'already_member';
  if (project.status !== 'seeking_collaborators') return 'not_seeking';
  return null;
}

export type LeaveRefusal = 'owner' | 'not_member';

export function leaveRefusal(
  project: Pick<ProjectRow, 'ownerUserId'>,
  userId: string,
  membership: Pick<MemberRow, 'status'> | undefined,
): LeaveRefusal | null {
  if (isOwner(project, userId)) return 'owner';
  if (membership?.status !== 'active') return 'not_member';
  return null;
}
