import type { CollaboratorEntry } from '@app/contracts/projects/http';
import type { MemberWithProfile } from '../shared/members-store';

export function toCollaborator(row: MemberWithProfile): CollaboratorEntry {
  return {
    member: {
      name: row.name,
      biography: row.biography,
      profileId: row.profileId,
      userId: row.memberUserId,
      profileImageUrl: row.profileImageUrl,
    },
    membershipInfo: { id: row.id, role: row.role, joinedAt: row.joinedAt },
  };
}
