import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { groupsRoutes, type EmailMembersBody, type MemberEmailsResponse } from '@app/contracts/groups/http';
import { callApi } from '../../lib/call-api';

/** `GET /api/research-groups/:id/member-emails` (leaders only): always asked afresh, never cached. */
function getMemberEmails(groupId: string): Promise<MemberEmailsResponse> {
  return callApi(groupsRoutes.memberEmails, { params: { id: groupId } });
}

/** The addresses at the moment the leader opens their mail program. */
export function useRequestMemberEmails() {
  return useMutation({ mutationFn: getMemberEmails });
}

/** Who the dialog will reach, asked when it opens, so it can say who does not share an address. */
const memberEmailSummaryQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['/api/research-groups', groupId, 'member-emails'] as const,
    queryFn: () => getMemberEmails(groupId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useMemberEmailSummary(groupId: string, enabled: boolean) {
  return useQuery({ ...memberEmailSummaryQuery(groupId), enabled });
}

/** `POST /api/research-groups/:id/email-members`: "Send through Research Connect". */
export function useEmailMembers() {
  return useMutation({
    mutationFn: ({ groupId, body }: { groupId: string; body: EmailMembersBody }) =>
      callApi(groupsRoutes.emailMembers, { params: { id: groupId }, body }),
  });
}

/** "2 members do not share their address", or null when everyone shares theirs. */
export function hiddenMembersNote(res: Pick<MemberEmailsResponse, 'hiddenCount'>): string | null {
  const n = res.hiddenCount;
  if (n === 0) return null;
  return n === 1 ? '1 member does not share their address' : `${n} members do not share their address`;
}

/**
 * When more members share their address than one message of a mail program takes (the server lists
 * at most MEMBER_EMAILS_MAX): how many the mail program gets, or null when it gets them all.
 */
export function notListedNote(res: Pick<MemberEmailsResponse, 'emails' | 'notListedCount'>): string | null {
  if (res.notListedCount === 0) return null;
  const all = res.emails.length + res.notListedCount;
  return `Your email program gets the first ${res.emails.length} of the ${all} members who share their address`;
}

export type EmailAudience =
  { kind: 'members'; emails: string[] } | { kind: 'nobody'; title: string; description: string };

/** Whom the leader's mail program can write to, or which "nobody" case applies (spec 1 §8). */
export function emailAudience(res: MemberEmailsResponse): EmailAudience {
  if (res.emails.length > 0) return { kind: 'members', emails: res.emails };
  if (res.otherMemberCount === 0) {
    return {
      kind: 'nobody',
      title: 'No Other Members',
      description: 'You are the only member of this group.',
    };
  }
  if (res.hiddenCount > 0) {
    return {
      kind: 'nobody',
      title: 'No Email Addresses',
      description:
        'The other members do not share their address. Send through Research Connect reaches them without showing it.',
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
