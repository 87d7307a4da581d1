import { MEMBER_EMAILS_MAX, type MemberEmailsResponse } from '@app/contracts/groups/http';
import { shownEmail } from '@app/contracts/profile/shown-email';

export interface MemberContact {
  userId: string;
  /** The address on their profile: where mail goes, not necessarily one others may see. */
  email: string | null;
  emailVisibleToMembers: boolean;
}

const normalise = (email: string | null | undefined): string | null => {
  const e = email?.trim();
  return e ? e : null;
};

/**
 * What a group leader may email: every other member's address that they show to members (the one
 * rule, `shownEmail`), once each, never the leader's own (neither the address they signed in with
 * nor the one on their profile), and nobody without one. It counts the other members and those
 * who hide their address, so the client can say why someone is missing; a hidden address is
 * neither listed nor counted as an address. The first `MEMBER_EMAILS_MAX` in the members' order are
 * listed (what one message can be addressed to), the rest counted.
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

  const others = members.filter((m) => m.userId !== caller.userId);
  const seen = new Set<string>();
  const emails: string[] = [];
  let hiddenCount = 0;
  for (const m of others) {
    if (normalise(m.email) && !m.emailVisibleToMembers) hiddenCount += 1;
    const e = normalise(shownEmail(m));
    if (!e) continue;
    const key = e.toLowerCase();
    if (own.has(key) || seen.has(key)) continue;
    seen.add(key);
    emails.push(e);
  }

  const listed = emails.slice(0, MEMBER_EMAILS_MAX);
  return {
    groupName,
    emails: listed,
    memberCount: listed.length,
    notListedCount: emails.length - listed.length,
    otherMemberCount: others.length,
    hiddenCount,
  };
}

/** How many messages a leader may send through Research Connect in a window (all their groups). */
export const GROUP_EMAIL_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/**
 * Whether a leader may send another message through Research Connect, given their sends inside the
 * window; if not, how many seconds until the oldest of them leaves it.
 */
export function groupEmailAllowance(
  sent: { count: number; oldest: string | null },
  now: Date,
  limit: { max: number; windowMs: number } = GROUP_EMAIL_LIMIT,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  if (sent.count < limit.max || sent.oldest === null) return { allowed: true };
  const freesAt = Date.parse(sent.oldest) + limit.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
}

/** Whom a message sent through Research Connect goes to: every other member, once each. */
export function messageRecipients(members: readonly { userId: string }[], callerUserId: string): string[] {
  return [...new Set(members.map((m) => m.userId).filter((id) => id !== callerUserId))];
}
