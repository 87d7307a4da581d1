/** The first retry of a failed ORCID import comes after this long; each later one waits twice as long. */
const IMPORT_RETRY_BASE_MS = 30_000;
/** ...up to an hour between tries: an import is retried until it succeeds, never given up. */
const IMPORT_RETRY_MAX_MS = 3_600_000;

/** How long to wait before the next try, after `attempts` failed tries (0 = the first failure at link time). */
export function importRetryDelayMs(
  attempts: number,
  baseMs = IMPORT_RETRY_BASE_MS,
  maxMs = IMPORT_RETRY_MAX_MS,
): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempts, 0), 30));
}
