import { useMutation } from '@tanstack/react-query';
import { groupsRoutes, type MemberEmailsResponse } from '@app/contracts/groups/http';
import { callApi } from '../../lib/call-api';

/** `GET /api/research-groups/:id/member-emails` (leaders only): always asked afresh, never cached. */
function getMemberEmails(groupId: string): Promise<MemberEmailsResponse> {
  return callApi(groupsRoutes.memberEmails, { params: { id: groupId } });
}

export function useRequestMemberEmails() {
  return useMutation({ mutationFn: getMemberEmails });
}

export type EmailAudience =
  { kind: 'members'; emails: string[] } | { kind: 'nobody'; title: string; description: string };

/** Whom the leader can write to, or which of the spec's three "nobody" cases applies (spec 1 §8). */
export function emailAudience(res: MemberEmailsResponse): EmailAudience {
  if (res.emails.length > 0) return { kind: 'members', emails: res.emails };
  if (res.debug.totalMembers <= 1) {
    return {
      kind: 'nobody',
      title: 'No Other Members',
      description: 'You are the only member of this group.',
    };
  }
  if (res.debug.membersWithEmails > 0) {
    return {
      kind: 'nobody',
      title: 'No Other Email Addresses',
      description: 'You are the only member of this group with an email address.',
    };
  }
  return {
    kind: 'nobody',
    title: 'No Email Addresses',
    description: 'None of the other members of this group has an email address.',
  };
}

/** An empty subject becomes "Message from <group>" (spec 1 §5). */
export function subjectOrDefault(subject: string, groupName: string): string {
  return subject.trim() || `Message from ${groupName}`;
}

/**
 * The mailto link: the members as blind copies (so members do not see each other's addresses),
 * with the subject and message filled in.
 */
export function mailtoLink(emails: string[], subject: string, body: string): string {
  const params = [
    `bcc=${emails.map(encodeURIComponent).join(',')}`,
    `subject=${encodeURIComponent(subject)}`,
  ];
  if (body.trim()) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:?${params.join('&')}`;
}
