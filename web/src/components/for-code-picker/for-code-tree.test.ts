import { describe, expect, it } from 'vitest';
import { allForCodes } from '../../test/for-codes-fixture';
import type { ForCode } from '@app/contracts/profile/http';
import { buildForTree, indexForTree, levelColour, searchForTree } from './for-code-tree';
import { at, first } from '../../test/lists';

const code = (c: string, title: string): ForCode => ({
  id: c,
  code: c,
  title,
  level: c.length as 2 | 4 | 6,
  parentCode: c.length > 2 ? c.slice(0, c.length - 2) : null,
});

const sample = [
  code('3904', 'Specialist studies in education'),
  code('39', 'Education'),
  code('390102', 'Curriculum and pedagogy theory and development'),
  code('3901', 'Curriculum and pedagogy'),
  code('390101', 'Creative arts, media and communication curriculum and pedagogy'),
  code('46', 'Information and Computing Sciences'),
  code('4608', 'Human-centred computing'),
  code('390405', 'Educational technology and computing'),
];

describe('buildForTree', () => {
  it('nests fields in groups in divisions, every level sorted by code', () => {
    const tree = buildForTree(sample);
    expect(tree.map((n) => n.code)).toEqual(['39', '46']);
    expect(first(tree).children.map((n) => n.code)).toEqual(['3901', '3904']);
    expect(first(first(tree).children).children.map((n) => n.code)).toEqual(['390101', '390102']);
    expect(at(tree, 1).children.map((n) => n.code)).toEqual(['4608']);
  });

  it('keeps a code whose parent is missing at the top level', () => {
    const tree = buildForTree([code('4608', 'Human-centred computing')]);
    expect(tree.map((n) => n.code)).toEqual(['4608']);
  });

  it('builds the whole ANZSRC 2020 list: 23 divisions, 213 groups, 1,967 fields', () => {
    const all = allForCodes();
    const tree = buildForTree(all);
    const index = indexForTree(tree);
    expect(tree).toHaveLength(23);
    expect(index.size).toBe(2203);
    expect(tree.reduce((n, d) => n + d.children.length, 0)).toBe(213);
  });
});

describe('searchForTree', () => {
  const tree = buildForTree(sample);

  it('finds codes by their leading digits, and opens a code typed in full to show its fields', () => {
    const { nodes, expandedKeys, matchCount } = searchForTree(tree, '3901');
    expect(nodes.map((n) => n.code)).toEqual(['39']);
    expect(first(nodes).children.map((n) => n.code)).toEqual(['3901']);
    // A matching group keeps all its fields, and is open.
    expect(first(first(nodes).children).children).toHaveLength(2);
    expect(expandedKeys.sort()).toEqual(['39', '3901']);
    // 3901 and its two fields start with 3901.
    expect(matchCount).toBe(3);
    // Part of a code finds the codes starting with it, closed.
    expect(searchForTree(tree, '390').expandedKeys).toEqual(['39']);
  });

  it('finds codes by title, case-insensitively', () => {
    const { nodes, expandedKeys } = searchForTree(tree, '  COMPUTING ');
    expect(nodes.map((n) => n.code)).toEqual(['39', '46']);
    expect(first(nodes).children.map((n) => n.code)).toEqual(['3904']);
    expect(first(first(nodes).children).children.map((n) => n.code)).toEqual(['390405']);
    // The division whose own title matches keeps all its groups, and opens to show the one that matches.
    expect(at(nodes, 1).children.map((n) => n.code)).toEqual(['4608']);
    expect(expandedKeys.sort()).toEqual(['39', '3904', '46']);
  });

  it('shows the matches below a code that matches by title too, whatever was open before', () => {
    // "Curriculum" is in 3901's title and in both of its fields': all three are in view.
    const { nodes, expandedKeys, matchCount } = searchForTree(tree, 'curriculum');
    expect(first(nodes).children.map((n) => n.code)).toEqual(['3901']);
    expect(first(first(nodes).children).children.map((n) => n.code)).toEqual(['390101', '390102']);
    expect(expandedKeys.sort()).toEqual(['39', '3901']);
    expect(matchCount).toBe(3);
  });

  it('finds all 14 curriculum codes of ANZSRC 2020 under 3901 in view', () => {
    const full = buildForTree(allForCodes());
    const { expandedKeys } = searchForTree(full, 'curriculum');
    expect(expandedKeys).toContain('3901');
    const group = indexForTree(searchForTree(full, 'curriculum').nodes).get('3901')!;
    expect(
      group.children.filter((c) => c.title.toLowerCase().includes('curriculum')).length,
    ).toBeGreaterThanOrEqual(13);
  });

  it('gives back the whole tree for an empty query and nothing for no match', () => {
    expect(searchForTree(tree, ' ').nodes).toBe(tree);
    expect(searchForTree(tree, 'astrophysics').nodes).toEqual([]);
  });
});

describe('levelColour', () => {
  it('is blue for divisions, green for groups and purple for fields', () => {
    expect(levelColour).toEqual({ 2: 'blue', 4: 'green', 6: 'purple' });
  });
});
