import type { ProjectDeleted, ProjectMemberChanged, ProjectSnapshot } from '@app/contracts/projects/events';
import type { MemberRow, ProjectRow } from './projects';

/** What a member event calls someone whose profile is gone (their account was deleted). */
const FORMER_MEMBER_NAME = 'A former member';

export function projectSnapshot(project: ProjectRow, memberUserIds: string[]): ProjectSnapshot {
  return {
    projectId: project.id,
    title: project.title,
    description: project.description,
    duration: project.duration,
    status: project.status,
    categories: project.categories,
    isPublic: project.isPublic,
    ownerUserId: project.ownerUserId,
    ownerProfileId: project.createdBy,
    memberUserIds,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
  };
}

export function projectDeleted(project: ProjectRow, memberUserIds: string[]): ProjectDeleted {
  return {
    projectId: project.id,
    title: project.title,
    ownerUserId: project.ownerUserId,
    memberUserIds,
  };
}

export function memberChanged(
  project: ProjectRow,
  member: MemberRow,
  memberName: string | null | undefined,
  at: string,
): ProjectMemberChanged {
  return {
    projectId: project.id,
    projectTitle: project.title,
    ownerUserId: project.ownerUserId,
    ownerProfileId: project.createdBy,
    memberUserId: member.memberUserId,
    memberProfileId: member.profileId,
    memberName: memberName || FORMER_MEMBER_NAME,
    role: member.role,
    at,
  };
}
