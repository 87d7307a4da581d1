const MAX_CATEGORY_BADGES = 3;
const CATEGORY_NAME_LIMIT = 25;

/** A category name as a card shows it: longer than 25 characters, cut there with an ellipsis. */
export function shortCategoryName(name: string): string {
  return name.length > CATEGORY_NAME_LIMIT ? `${name.slice(0, CATEGORY_NAME_LIMIT)}...` : name;
}

export interface CategoryBadges {
  /** The first three, each with the full name (for screen readers and the tooltip) and the shown label. */
  shown: Array<{ name: string; label: string }>;
  /** '+N more', or null when every category is shown. */
  more: string | null;
}

/** Spec 2 §2/§9: at most 3 category badges on a card, then '+N more' for the rest. */
export function categoryBadges(categories: readonly string[]): CategoryBadges {
  const shown = categories
    .slice(0, MAX_CATEGORY_BADGES)
    .map((name) => ({ name, label: shortCategoryName(name) }));
  const rest = categories.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}
