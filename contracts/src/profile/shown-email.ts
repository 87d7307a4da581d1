/**
 * The email address another signed-in member may see: none when its owner keeps it to themselves
 * (`emailVisibleToMembers` off). Every list or page that shows someone else's address goes through
 * here, in whichever service holds the profile snapshot.
 */
export function shownEmail(r: { email: string | null; emailVisibleToMembers: boolean }): string | null {
  return r.emailVisibleToMembers ? r.email : null;
}
