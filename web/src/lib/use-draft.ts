import { useRef, useState } from 'react';

/**
 * A person's edit of a saved value. Untouched, it follows the saved value (a refetch shows what
 * the server holds); once edited, the edit stays whatever arrives from the server until it is
 * saved (the saved value catches up with it) or discarded. `dirty` says whether there is something
 * unsaved.
 */
export function useDraft<T>(saved: T, same: (a: T, b: T) => boolean) {
  const [edited, setEdited] = useState<{ value: T } | null>(null);
  const savedNow = useRef(saved);
  savedNow.current = saved;
  const dirty = edited !== null && !same(edited.value, saved);
  // Saved (here or elsewhere) to exactly what was edited: follow the saved value again.
  if (edited !== null && !dirty) setEdited(null);
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
