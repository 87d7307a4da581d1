/**
 * After a new version of the web app is deployed, a tab opened before it still asks for the old
 * version's page files (their names carry a hash of their content), and they are gone. Loading the
 * page again fetches the new version. Drafts (lib/drafts) live in sessionStorage and survive it.
 */

/** The messages browsers give when a page file cannot be loaded (Chromium, Firefox, Safari). */
const STALE_PAGE_FILE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/;

export function isStalePageFile(error: unknown): boolean {
  return error instanceof Error && STALE_PAGE_FILE.test(error.message);
}

const RELOADED_AT = 'reloaded-for-new-version-at';
/** A reload that did not help (the file is missing for another reason) is not tried again for this long. */
export const RELOAD_AGAIN_AFTER_MS = 30_000;

/**
 * Whether a page file that failed to load should load the page again now: yes, unless that was done
 * less than RELOAD_AGAIN_AFTER_MS ago (then the page says so and offers a reload, instead of
 * reloading round and round). Notes the time when it answers yes.
 */
export function shouldReloadForNewVersion(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT));
    if (last && now - last < RELOAD_AGAIN_AFTER_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Vite's signal that a page file failed to load (main.tsx listens once, for the whole app). */
export function reloadOnStalePageFiles(): void {
  window.addEventListener('vite:preloadError', () => {
    if (shouldReloadForNewVersion()) window.location.reload();
  });
}
