import type { AuditEntry } from '@app/contracts/admin/http';

/** Who an entry names: by the email it recorded, else by the start of the user's id. */
function who(email: string | null, userId: string): string {
  return email ?? `user ${userId.slice(0, 8)}`;
}

/** Why a rule stopped an action, by the admin service's refusal code. */
const refusalReasons: Record<string, string> = {
  SELF_DELETE: 'administrators cannot delete their own account',
  SELF_DEMOTE: 'administrators cannot remove their own administrator role',
  LAST_ADMIN: 'the last administrator must stay one',
};

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
  }
  const reason = text(entry.details.reason);
  return {
    summary,
    refusal: refused ? (reason ? (refusalReasons[reason] ?? reason) : 'refused') : null,
  };
}
