/** Rules of the scheduled refresh (pure; unit tested). */

/** A failed refresh is tried again after this long, doubling each time, up to a day. */
export function refreshRetryDelayMs(attempts: number, baseMs: number, maxMs = 86_400_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
}

/**
 * Whether ORCID's record must be imported again: always when its last-modified-date is unknown
 * (either side) or nothing was imported yet; otherwise only when the date moved.
 */
export function recordChanged(
  held: { lastSynced: string | null; orcidLastModified: string | null },
  fetchedLastModified: string | null | undefined,
): boolean {
  if (!held.lastSynced || !held.orcidLastModified || !fetchedLastModified) return true;
  return held.orcidLastModified !== fetchedLastModified;
}
