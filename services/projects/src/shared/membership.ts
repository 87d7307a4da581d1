import type { ProjectMemberStatus, ProjectMembership } from '@app/contracts/projects/http';

/** A row of `project_members`. */
export interface MemberRow {
  id: string;
  projectId: string;
  profileId: string;
  memberUserId: string;
  role: string;
  status: ProjectMemberStatus;
  joinedAt: string;
  leftAt: string | null;
}

export function toMembership(row: MemberRow): ProjectMembership {
  return {
    id: row.id,
    projectId: row.projectId,
    profileId: row.profileId,
    role: row.role,
    status: row.status,
    joinedAt: row.joinedAt,
  };
}
