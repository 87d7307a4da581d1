import { shownEmail } from '@app/contracts/profile/shown-email';

/** What we know of one person when naming them in a request, an event or a list. */
export interface Party {
  userId: string;
  profileId: string | null;
  name: string;
  /** Where mail to them goes (never shown to others). */
  email: string | null;
  /** The address others may see: null when they keep it to themselves. */
  shownEmail: string | null;
  institution: string | null;
}

interface ProfileFacts {
  profileId: string;
  name: string;
  email: string | null;
  emailVisibleToMembers: boolean;
  institution: string | null;
}
interface AccountFacts {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

// The one rule for whether another member may see an address (shared with profile and groups).
export { shownEmail };

/** How a person is named: their research profile's name, else their account's names, else their email. */
export function displayName(
  profileName: string | null | undefined,
  account: AccountFacts | null | undefined,
): string {
  const name = profileName?.trim();
  if (name) return name;
  const full = [account?.firstName, account?.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  return account?.email?.trim() || 'Unknown Researcher';
}

/**
 * A person from the facts at hand: their profile (from profile events), their account (from
 * identity events, or the signed-in user's own context when nothing else is known yet).
 */
export function partyOf(
  userId: string,
  profile: ProfileFacts | null | undefined,
  ...accounts: Array<AccountFacts | null | undefined>
): Party {
  const account = accounts.find((a) => a && (a.firstName || a.lastName || a.email)) ?? null;
  const email = profile?.email ?? account?.email ?? null;
  return {
    userId,
    profileId: profile?.profileId ?? null,
    name: displayName(profile?.name, account),
    email,
    shownEmail: profile ? shownEmail({ email, emailVisibleToMembers: profile.emailVisibleToMembers }) : email,
    institution: profile?.institution ?? null,
  };
}

/** Years since a researcher's first publication or affiliation (null when unknown). */
export function yearsOfExperience(careerStartYear: number | null, currentYear: number): number | null {
  if (careerStartYear === null || careerStartYear > currentYear) return null;
  return currentYear - careerStartYear;
}
