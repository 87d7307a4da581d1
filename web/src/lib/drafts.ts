/**
 * Drafts of what someone is writing (a dialog's form, a page's unsaved edits), kept in this tab's
 * sessionStorage so that a sign-in in between (a session that ended while they wrote: the app goes
 * to sign in and comes back) or a reload does not lose it. Signing out clears them, so the next
 * person at a shared computer does not find them.
 */
const PREFIX = 'draft:';

export function readDraft<T extends object>(key: string): Partial<T> | undefined {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    const value: unknown = text === null ? undefined : JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Partial<T>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A list of strings, as lists are kept (interests' ids, FoR codes, a project's categories). */
export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A kept draft laid over `base`: only `base`'s own fields, each where the draft holds the same type
 * (a list: a list of strings), so a draft from an older version of a form, or one altered by hand,
 * cannot break it.
 */
export function keptOver<T extends object>(base: T, draft: Partial<Record<string, unknown>> | undefined): T {
  if (!draft) return base;
  const values: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [field, current] of Object.entries(base)) {
    const kept = draft[field];
    const fits = Array.isArray(current) ? isStringList(kept) : typeof kept === typeof current;
    if (fits) values[field] = kept;
  }
  return values as unknown as T;
}

export const hasDraft = (key: string): boolean => readDraft(key) !== undefined;

export function writeDraft(key: string, values: object): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the draft is simply not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

export function clearAllDrafts(): void {
  try {
    const keys = Object.keys(window.sessionStorage).filter((k) => k.startsWith(PREFIX));
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
