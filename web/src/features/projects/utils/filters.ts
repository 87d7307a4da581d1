import type { ProjectFilters } from '../../../api/projects/browse-projects';

export type { ProjectFilters };

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

export const FILTER_GROUP_TITLES: Record<FilterGroup, string> = {
  categories: 'Categories',
  researchMethods: 'Research Methods',
  researchMethodologies: 'Research Methodologies',
};

/**
 * The filters set, one line per group that has any ("Categories: TPACK or Equity and Inclusion"),
 * for the empty list to say what it was filtered by. A project matches a group when it has any one
 * of the group's choices, and must match every group set (the server's rule).
 */
export function describeFilters(filters: ProjectFilters): string[] {
  return FILTER_GROUPS.filter((group) => filters[group].length > 0).map(
    (group) => `${FILTER_GROUP_TITLES[group]}: ${filters[group].join(' or ')}`,
  );
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
