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

/**
 * When a profile's scheduled refresh (ORCID, then OpenAlex) is due after its record was imported:
 * at once for an iD newly linked, or one never scheduled; otherwise the schedule it has stands
 * (a day after the last refresh, or a failure's back-off). So "Resync ORCID" imports the record
 * at once, but pressing it again and again asks OpenAlex at most once a period. Null: nothing to
 * refresh (no iD, or no record imported yet: the import retry comes first).
 */
export function refreshDueAfterImport(
  held: { orcidId: string | null; refreshDueAt: string | null },
  linkedId: string | null,
  imported: boolean,
  now: Date,
): string | null {
  if (!imported || !linkedId) return null;
  if (held.orcidId === linkedId && held.refreshDueAt) return new Date(held.refreshDueAt).toISOString();
  return now.toISOString();
}
