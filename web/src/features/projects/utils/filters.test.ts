import { describe, expect, it } from 'vitest';
import { clearFilterGroup, hasFilters, NO_FILTERS, selectedFilterCount, setFilterGroup } from './filters';

const some = {
  categories: ['TPACK', 'Equity and Inclusion'],
  researchMethods: ['Focus groups'],
  researchMethodologies: ['Case study', 'Ethnography', 'Action research'],
};

describe('project browse filters', () => {
  it('counts every selected box across the three groups for the badge', () => {
    expect(selectedFilterCount(NO_FILTERS)).toBe(0);
    expect(selectedFilterCount(some)).toBe(6);
    expect(selectedFilterCount({ ...NO_FILTERS, researchMethods: ['Focus groups'] })).toBe(1);
  });

  it('offers Clear All Filters only while any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, researchMethodologies: ['Case study'] })).toBe(true);
  });

  it("clears one group with that group's button and keeps the others", () => {
    const cleared = clearFilterGroup(some, 'researchMethodologies');
    expect(cleared).toEqual({ ...some, researchMethodologies: [] });
    expect(selectedFilterCount(cleared)).toBe(3);
    expect(some.researchMethodologies).toHaveLength(3); // the original is untouched
  });

  it('sets one group without touching the others', () => {
    expect(setFilterGroup(NO_FILTERS, 'categories', ['TPACK'])).toEqual({
      ...NO_FILTERS,
      categories: ['TPACK'],
    });
  });
});
