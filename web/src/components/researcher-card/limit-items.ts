/** The first `max` items and how many were left out (the cards' "+N" chips). */
export function limitItems<T>(
  items: readonly T[] | null | undefined,
  max: number,
): { visible: T[]; hiddenCount: number } {
  const list = items ?? [];
  const shown = Math.max(0, max);
  return { visible: list.slice(0, shown), hiddenCount: Math.max(0, list.length - shown) };
}

/** "+2" on finder cards, "+2 more" where the spec says so (My Connections). */
export function moreLabel(hiddenCount: number, withMore = false): string | null {
  if (hiddenCount <= 0) return null;
  return withMore ? `+${hiddenCount} more` : `+${hiddenCount}`;
}
