import { createHash } from 'node:crypto';
import { z } from 'zod';

/** A person who can sign in at the dev provider. `sub` is derived from the email, so it is stable. */
export interface DevAccount {
  sub: string;
  email: string;
  givenName: string;
  familyName: string | null;
  /** As AAF sends it: the full ORCID iD URI. */
  orcid: string | null;
}

/** The claims released about an account (the provider filters them by the granted scopes). */
export interface AccountClaims {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  given_name: string;
  family_name?: string;
  eduperson_orcid?: string;
}

interface Person {
  email: string;
  givenName: string;
  familyName: string | null;
  orcid?: string;
}

/** The accounts offered as buttons on the login page. */
export const KNOWN_PEOPLE: readonly Person[] = [
  { email: 'alice@example.edu', givenName: 'Alice', familyName: 'Chen' },
  { email: 'bob@example.edu', givenName: 'Bob', familyName: 'Taylor' },
  {
    email: 'carol@example.edu',
    givenName: 'Carol',
    familyName: 'Nguyen',
    orcid: 'https://orcid.org/0000-0003-1415-9269',
  },
  { email: 'admin@example.edu', givenName: 'Site', familyName: 'Administrator' },
];

const emailSchema = z.email();

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && emailSchema.safeParse(value.trim()).success;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A fixed namespace, so the same email gives the same `sub` on every machine and every run. */
const SUBJECT_NAMESPACE = '6f0c5b1e-3c2a-4d8e-9b61-7a4f2d9e0c13';

/** RFC 9562 UUID version 5 (SHA-1, name-based). */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes.readUInt8(6) & 0x0f) | 0x50;
  bytes[8] = (bytes.readUInt8(8) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function subjectFor(email: string): string {
  return uuidV5(normaliseEmail(email), SUBJECT_NAMESPACE);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * Names for an email nobody registered: 'dana.lee@x.edu' -> Dana / Lee. A plus tag is ignored;
 * a local part with one word gives no family name.
 */
export function namesFromEmail(email: string): { givenName: string; familyName: string | null } {
  const [beforeAt = ''] = normaliseEmail(email).split('@');
  const [local = ''] = beforeAt.split('+');
  const words = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map(capitalise);
  const [givenName, ...others] = words;
  if (givenName === undefined) return { givenName: local || 'User', familyName: null };
  return { givenName, familyName: others.length > 0 ? others.join(' ') : null };
}

export function claimsOf(account: DevAccount): AccountClaims {
  return {
    sub: account.sub,
    email: account.email,
    email_verified: true,
    name: displayName(account),
    given_name: account.givenName,
    ...(account.familyName ? { family_name: account.familyName } : {}),
    ...(account.orcid ? { eduperson_orcid: account.orcid } : {}),
  };
}

export function displayName(account: Pick<DevAccount, 'givenName' | 'familyName'>): string {
  return account.familyName ? `${account.givenName} ${account.familyName}` : account.givenName;
}

function toAccount(person: Person): DevAccount {
  const email = normaliseEmail(person.email);
  return {
    sub: subjectFor(email),
    email,
    givenName: person.givenName,
    familyName: person.familyName,
    orcid: person.orcid ?? null,
  };
}

/**
 * The accounts of one running provider, in memory: the known people, plus anyone who signed in
 * with another email (created on first use).
 */
export class AccountDirectory {
  readonly #bySubject = new Map<string, DevAccount>();
  /** The accounts offered on the login page, in order. */
  readonly knownAccounts: readonly DevAccount[];

  constructor(people: readonly Person[] = KNOWN_PEOPLE) {
    this.knownAccounts = people.map((person) => this.#remember(toAccount(person)));
  }

  /** The account for an email, created with names derived from it when it is new. */
  signIn(email: string): DevAccount {
    const existing = this.#bySubject.get(subjectFor(email));
    if (existing) return existing;
    return this.#remember(toAccount({ email, ...namesFromEmail(email) }));
  }

  findBySubject(sub: string): DevAccount | undefined {
    return this.#bySubject.get(sub);
  }

  #remember(account: DevAccount): DevAccount {
    this.#bySubject.set(account.sub, account);
    return account;
  }
}
