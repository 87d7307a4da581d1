import type { AuditEntry } from '@app/contracts/admin/http';

/** Who an entry names: by the email it recorded, else by the start of the user's id. */
function who(email: string | null, userId: string | null): string {
  return email ?? (userId ? `user ${userId.slice(0, 8)}` : 'nobody');
}

/** Why a rule stopped an action, by the admin service's refusal code. */
const refusalReasons: Record<string, string> = {
  SELF_DELETE: 'administrators cannot delete their own account',
  SELF_DEMOTE: 'administrators cannot remove their own administrator role',
  LAST_ADMIN: 'the last administrator must stay one',
};

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : noun.endsWith('s') ? 'es' : 's'}`;

/** ", held by 3 researchers" when the entry says how many held the interest. */
const heldBy = (value: unknown): string =>
  typeof value === 'number' ? `, held by ${count(value, 'researcher')}` : '';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** One audit log entry as a sentence an administrator reads: what was done, to whom, and why not. */
export function describeAuditEntry(entry: AuditEntry): { summary: string; refusal: string | null } {
  const actor = who(entry.actorEmail, entry.actorUserId);
  const target = who(entry.targetEmail, entry.targetUserId);
  const refused = entry.outcome === 'refused';
  const attempt = (done: string, tried: string) => `${actor} ${refused ? tried : done}`;
  let summary: string;
  switch (entry.action) {
    case 'make_admin':
      summary = attempt(`made ${target} an administrator`, `tried to make ${target} an administrator`);
      break;
    case 'remove_admin':
      summary = attempt(
        `removed the administrator role from ${target}`,
        `tried to remove the administrator role from ${target}`,
      );
      break;
    case 'delete_user':
      summary = attempt(`deleted the account of ${target}`, `tried to delete the account of ${target}`);
      break;
    case 'email_user': {
      const subject = text(entry.details.subject);
      summary = attempt(`emailed ${target}`, `tried to email ${target}`) + (subject ? `: “${subject}”` : '');
      break;
    }
    case 'orcid_take_over': {
      const orcidId = text(entry.details.orcidId);
      const iD = orcidId ? `ORCID iD ${orcidId}` : 'an ORCID iD';
      summary = `${actor} proved ${iD} theirs; it was unlinked from ${target}, who had typed it`;
      break;
    }
    case 'group_member_emails_read': {
      const group = text(entry.details.groupName) ?? 'a research group';
      const shown = typeof entry.details.shownCount === 'number' ? entry.details.shownCount : null;
      const hidden = typeof entry.details.hiddenCount === 'number' ? entry.details.hiddenCount : null;
      const counts =
        shown === null
          ? ''
          : ` (${count(shown, 'address')} shown${hidden ? `, ${count(hidden, 'member')} hidden` : ''})`;
      summary = `${actor} read the member email addresses of ${group} for the first time as a leader${counts}`;
      break;
    }
    case 'group_members_emailed': {
      const group = text(entry.details.groupName) ?? 'a research group';
      const n = typeof entry.details.recipientCount === 'number' ? entry.details.recipientCount : null;
      const subject = text(entry.details.subject);
      summary =
        `${actor} emailed ${n === null ? 'the members' : count(n, 'member')} of ${group} through Research Connect` +
        (subject ? `: “${subject}”` : '');
      break;
    }
    case 'rename_research_interest':
      summary = `${actor} renamed the research interest “${text(entry.details.name) ?? '?'}” to “${
        text(entry.details.newName) ?? '?'
      }”${heldBy(entry.details.holderCount)}`;
      break;
    case 'merge_research_interests':
      summary = `${actor} merged the research interest “${text(entry.details.name) ?? '?'}” into “${
        text(entry.details.intoName) ?? '?'
      }”${heldBy(entry.details.holderCount)}`;
      break;
    case 'remove_research_interest':
      summary = `${actor} removed the research interest “${text(entry.details.name) ?? '?'}”${heldBy(
        entry.details.holderCount,
      )}`;
      break;
  }
  const reason = text(entry.details.reason);
  return {
    summary,
    refusal: refused ? (reason ? (refusalReasons[reason] ?? reason) : 'refused') : null,
  };
}
