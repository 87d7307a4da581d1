import type { Role } from '@app/contracts';

export interface UserRow {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  orcidId: string | null;
  role: Role;
  isActive: boolean;
  hasSeenWelcomePopup: boolean;
  oidcIssuer: string;
  oidcSubject: string;
  lastLoginAt: string | null;
  loginCount: number;
  createdAt: string;
  updatedAt: string;
}

export const normaliseEmail = (email: string | null): string | null => {
  const e = email?.trim().toLowerCase();
  return e ? e : null;
};

export function isBootstrapAdmin(email: string | null, adminEmails: readonly string[]): boolean {
  const e = normaliseEmail(email);
  return e !== null && adminEmails.includes(e);
}

/** The fields of a sign-in's claims that differ from what is stored (only those with a value). */
export function changedClaims(
  row: Pick<UserRow, 'email' | 'firstName' | 'lastName'>,
  claims: { email: string | null; firstName: string | null; lastName: string | null },
): Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName'>> {
  const out: Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName'>> = {};
  const email = normaliseEmail(claims.email);
  if (email && email !== row.email) out.email = email;
  if (claims.firstName && claims.firstName !== row.firstName) out.firstName = claims.firstName;
  if (claims.lastName && claims.lastName !== row.lastName) out.lastName = claims.lastName;
  return out;
}

/** Demoting or deleting this admin would leave nobody able to administer the site. */
export function wouldRemoveLastAdmin(target: Pick<UserRow, 'role'>, adminCount: number): boolean {
  return target.role === 'admin' && adminCount <= 1;
}
