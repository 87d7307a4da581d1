/** The browse tab's three checkbox groups (spec 2 §2): any-of within a group, all groups combined. */
export interface ProjectFilters {
  categories: string[];
  researchMethods: string[];
  researchMethodologies: string[];
}

export type FilterGroup = keyof ProjectFilters;

const FILTER_GROUPS: readonly FilterGroup[] = ['categories', 'researchMethods', 'researchMethodologies'];

export const NO_FILTERS: ProjectFilters = { categories: [], researchMethods: [], researchMethodologies: [] };

/** The number on the Filters button's badge: every selected box across the three groups. */
export function selectedFilterCount(filters: ProjectFilters): number {
  return FILTER_GROUPS.reduce((sum, group) => sum + filters[group].length, 0);
}

/** Whether 'Clear All Filters' is shown. */
export function hasFilters(filters: ProjectFilters): boolean {
  return selectedFilterCount(filters) > 0;
}

/** One group's own clear button: that group emptied, the others kept. */
export function clearFilterGroup(filters: ProjectFilters, group: FilterGroup): ProjectFilters {
  return { ...filters, [group]: [] };
}

export function setFilterGroup(
  filters: ProjectFilters,
  group: FilterGroup,
  values: string[],
): ProjectFilters {
  return { ...filters, [group]: values };
}
