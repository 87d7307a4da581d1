import { useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './drafts';

/** Where an edit is also kept (lib/drafts), to come back after a reload or a sign-in. */
interface KeepAs<T> {
  key: string;
  /** Whether a kept value is one this edit can hold. */
  isValue: (value: unknown) => value is T;
  /** Whether `saved` is the saved value yet (not a stand-in while it loads): a kept edit is only
   * compared with, and dropped for, the real one. */
  loaded: boolean;
}

/**
 * A person's edit of a saved value. Untouched, it follows the saved value (a refetch shows what
 * the server holds); once edited, the edit stays whatever arrives from the server until it is
 * saved (the saved value catches up with it) or discarded. `dirty` says whether there is something
 * unsaved. With `keepAs`, an unsaved edit is also kept in the tab's sessionStorage and starts from
 * there next time.
 */
export function useDraft<T>(saved: T, same: (a: T, b: T) => boolean, keepAs?: KeepAs<T>) {
  const [edited, setEdited] = useState<{ value: T } | null>(() => {
    const kept = keepAs ? readDraft<{ value: unknown }>(keepAs.key)?.value : undefined;
    return keepAs && keepAs.isValue(kept) ? { value: kept } : null;
  });
  const savedNow = useRef(saved);
  savedNow.current = saved;
  const loaded = keepAs?.loaded ?? true;
  const dirty = edited !== null && (!loaded || !same(edited.value, saved));
  // Saved (here or elsewhere) to exactly what was edited: follow the saved value again.
  if (edited !== null && !dirty) setEdited(null);
  const keptKey = keepAs?.key;
  useEffect(() => {
    if (!keptKey || !loaded) return;
    if (edited !== null && dirty) writeDraft(keptKey, edited);
    else clearDraft(keptKey);
  }, [keptKey, loaded, edited, dirty]);
  useDiscardKeptOnLeave(keptKey);
  return {
    value: edited?.value ?? saved,
    dirty,
    /** A new value, or a change of the current one (for callbacks that run after a render). */
    set: (next: T | ((current: T) => T)) =>
      setEdited((prev) => ({
        value:
          typeof next === 'function' ? (next as (current: T) => T)(prev?.value ?? savedNow.current) : next,
      })),
    discard: () => setEdited(null),
  };
}

/** Two lists holding the same items in the same order. */
export const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Two lists holding the same items, in any order. */
export const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/**
 * Leaving the page within the app (the page's guard asked, and the person chose to discard) ends a
 * kept draft. A sign-in, a reload or a closed tab leaves without unmounting anything, so the draft
 * stays for the page's return.
 */
export function useDiscardKeptOnLeave(key: string | undefined): void {
  useEffect(() => {
    if (!key) return;
    return () => clearDraft(key);
  }, [key]);
}
