/**
 * Who may link which ORCID iD. One iD belongs to at most one user. A typed iD is only a claim; an
 * iD the holder proved (sign-in provider, ORCID's own sign-in) is verified and wins over someone
 * else's typed claim, but never over someone else's verified link.
 */
export interface LinkHolder {
  userId: string;
  profileId: string;
  orcidVerified: boolean;
}

export interface OwnLink {
  /** Null when the user's profile has no iD linked now. */
  orcidId: string | null;
  orcidVerified: boolean;
}

export type LinkRefusal = 'verified-elsewhere' | 'claimed-elsewhere' | 'own-link-verified';

export type LinkDecision =
  | { kind: 'link' }
  | { kind: 'already-linked'; upgradeToVerified: boolean }
  | { kind: 'take-over'; from: LinkHolder }
  | { kind: 'refuse'; reason: LinkRefusal };

export function decideLink(input: {
  userId: string;
  orcidId: string;
  verified: boolean;
  /** Whoever holds this iD now, if anyone. */
  holder: LinkHolder | null;
  /** The user's own current link, if any. */
  own: OwnLink | null;
}): LinkDecision {
  const { userId, orcidId, verified, holder, own } = input;
  if (holder && holder.userId === userId) {
    return { kind: 'already-linked', upgradeToVerified: verified && !holder.orcidVerified };
  }
  if (holder) {
    if (holder.orcidVerified) return { kind: 'refuse', reason: 'verified-elsewhere' };
    if (!verified) return { kind: 'refuse', reason: 'claimed-elsewhere' };
  }
  // A typed iD must not replace an iD the user proved is theirs.
  if (!verified && own?.orcidVerified && own.orcidId !== orcidId) {
    return { kind: 'refuse', reason: 'own-link-verified' };
  }
  return holder ? { kind: 'take-over', from: holder } : { kind: 'link' };
}

export const linkRefusalMessages: Record<LinkRefusal, string> = {
  'verified-elsewhere':
    'This ORCID iD has been verified by another account. If it is yours, sign in with ORCID or contact an administrator.',
  'claimed-elsewhere': 'This ORCID iD is already linked to another account.',
  'own-link-verified':
    'Your account is linked to a verified ORCID iD, which a typed iD cannot replace. Use "Connect with ORCID" to link a different iD.',
};
