import type { Role } from '@app/contracts';
import type { UserSnapshot } from '@app/contracts/identity/events';

/** A row of the read model of identity's users. */
export interface UserRow {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isActive: boolean;
  createdAt: string;
  /** Time of the event that last set the details (email, names, isActive). */
  detailsAt: string;
  /** Time of the event that last set the role. */
  roleAt: string;
}

export type UserVersions = Pick<UserRow, 'detailsAt' | 'roleAt'>;

/**
 * Whether an event at `at` may overwrite what was set at `held`. Equal times pass: identity writes
 * same-instant events in one transaction, so they agree.
 */
function isAtLeastAsNew(at: string, held: string): boolean {
  return Date.parse(at) >= Date.parse(held);
}

/**
 * What a registered/updated snapshot changes in the read model: the whole row for a user not held
 * yet, otherwise the details and the role, each only when the snapshot is at least as new as what set
 * them. Null when nothing is to be written.
 */
export function snapshotChanges(
  current: UserVersions | undefined,
  snapshot: UserSnapshot,
  occurredAt: string,
): Partial<UserRow> | null {
  const details = {
    email: snapshot.email,
    firstName: snapshot.firstName,
    lastName: snapshot.lastName,
    isActive: snapshot.isActive,
    createdAt: snapshot.createdAt,
    detailsAt: occurredAt,
  };
  if (!current) return { id: snapshot.userId, ...details, role: snapshot.role, roleAt: occurredAt };
  const changes: Partial<UserRow> = {};
  if (isAtLeastAsNew(occurredAt, current.detailsAt)) Object.assign(changes, details);
  if (isAtLeastAsNew(occurredAt, current.roleAt))
    Object.assign(changes, { role: snapshot.role, roleAt: occurredAt });
  return Object.keys(changes).length > 0 ? changes : null;
}

/** What a role change writes: the role, unless a newer event already set it. */
export function roleChanges(
  current: UserVersions | undefined,
  role: Role,
  occurredAt: string,
): Pick<UserRow, 'role' | 'roleAt'> | null {
  if (!current || !isAtLeastAsNew(occurredAt, current.roleAt)) return null;
  return { role, roleAt: occurredAt };
}

/** First and last name as one, or null when neither is known. */
export function displayName(user: { firstName: string | null; lastName: string | null }): string | null {
  const name = [user.firstName, user.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}
