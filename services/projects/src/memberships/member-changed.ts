import type { ProjectMemberChanged } from '@app/contracts/projects/events';
import type { ProjectRow } from '../projects';
import type { MemberRow } from '../shared/membership';

/** What a member event calls someone whose profile is gone (their account was deleted). */
const FORMER_MEMBER_NAME = 'A former member';

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
