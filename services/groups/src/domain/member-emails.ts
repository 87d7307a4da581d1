import type { MemberEmailsResponse } from '@app/contracts/groups/http';

export interface MemberContact {
  userId: string;
  email: string | null;
}

const normalise = (email: string | null | undefined): string | null => {
  const e = email?.trim();
  return e ? e : null;
};

/**
 * What a group leader may email: every other member's address, once each, never the leader's own
 * (neither the address they signed in with nor the one on their profile), and nobody without one.
 * The counts include the leader, so the client can tell why the list is empty.
 */
export function memberEmailList(
  groupName: string,
  members: readonly MemberContact[],
  caller: { userId: string; email: string | null },
): MemberEmailsResponse {
  const own = new Set<string>();
  const callerEmail = normalise(caller.email);
  if (callerEmail) own.add(callerEmail.toLowerCase());
  for (const m of members) {
    const e = normalise(m.email);
    if (m.userId === caller.userId && e) own.add(e.toLowerCase());
  }

  const seen = new Set<string>();
  const emails: string[] = [];
  for (const m of members) {
    const e = normalise(m.email);
    if (!e || m.userId === caller.userId) continue;
    const key = e.toLowerCase();
    if (own.has(key) || seen.has(key)) continue;
    seen.add(key);
    emails.push(e);
  }

  return {
    groupName,
    emails,
    memberCount: emails.length,
    debug: {
      totalMembers: members.length,
      membersWithEmails: members.filter((m) => normalise(m.email) !== null).length,
    },
  };
}
