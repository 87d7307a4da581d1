const key = (value: string) => value.toLowerCase();

/**
 * Adds what the proposer typed as a research method or methodology (spec 2 §5): trimmed, ignored
 * when empty, never twice (compared case-insensitively, as the server does). Typing one of the
 * fixed options selects that option rather than adding a custom copy of it. Returns the same
 * array when nothing was added.
 */
export function addCustomOption(
  selected: readonly string[],
  typed: string,
  fixed: readonly string[],
): readonly string[] {
  const value = typed.trim();
  if (!value) return selected;
  if (selected.some((s) => key(s) === key(value))) return selected;
  const fixedMatch = fixed.find((f) => key(f) === key(value));
  return [...selected, fixedMatch ?? value];
}

/** The selected values that are not in the fixed list: these are shown with '(Custom)'. */
export function customOptions(selected: readonly string[], fixed: readonly string[]): string[] {
  const fixedKeys = new Set(fixed.map(key));
  return selected.filter((s) => !fixedKeys.has(key(s)));
}

export const customLabel = (value: string) => `${value} (Custom)`;
