import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPES, type NetworkConnection, type NetworkNode } from '../types';
import { connectionCounts, countsFor } from './graph-maths';
import { matchesSearch, mostConnected, passesNodeFilter, shownGraph } from './graph-filters';

const node = (id: string, over: Partial<NetworkNode> = {}): NetworkNode => ({
  id,
  name: `Researcher ${id}`,
  institution: 'Unknown Institution',
  researchInterests: [],
  publicationCount: 0,
  profileImageUrl: null,
  ...over,
});
const edge = (source: string, target: string, type = 'collaboration'): NetworkConnection => ({
  source,
  target,
  type,
  strength: 1,
});
const allTypes = new Set<string>(CONNECTION_TYPES);

describe('matchesSearch', () => {
  const ada = node('1', {
    name: 'Ada Lovelace',
    institution: 'Monash University',
    researchInterests: ['Computational Thinking', 'STEM education'],
  });

  it('matches name, institution or research areas, ignoring case', () => {
    expect(matchesSearch(ada, 'ada')).toBe(true);
    expect(matchesSearch(ada, 'MONASH')).toBe(true);
    expect(matchesSearch(ada, 'computational')).toBe(true);
    expect(matchesSearch(ada, 'stem EDU')).toBe(true);
    expect(matchesSearch(ada, 'tpack')).toBe(false);
  });

  it('matches everyone when blank', () => {
    expect(matchesSearch(ada, '')).toBe(true);
    expect(matchesSearch(ada, '   ')).toBe(true);
  });
});

describe('passesNodeFilter', () => {
  const counts = (total: number) => ({ total, academic: 0, project: 0, examination: 0, researchGroup: 0 });

  it('High Connections keeps more than 10 connections', () => {
    expect(passesNodeFilter(node('a'), 'high-connections', counts(10))).toBe(false);
    expect(passesNodeFilter(node('a'), 'high-connections', counts(11))).toBe(true);
  });

  it('Prolific Publishers keeps more than 25 publications', () => {
    expect(passesNodeFilter(node('a', { publicationCount: 25 }), 'prolific', counts(0))).toBe(false);
    expect(passesNodeFilter(node('a', { publicationCount: 26 }), 'prolific', counts(0))).toBe(true);
  });

  it('All Researchers keeps everyone', () => {
    expect(passesNodeFilter(node('a'), 'all', counts(0))).toBe(true);
  });
});

describe('shownGraph', () => {
  const nodes = [node('a', { name: 'Ada' }), node('b', { name: 'Bea' }), node('c', { name: 'Cy' })];
  const edges = [
    edge('a', 'b'),
    edge('b', 'c', 'examination'),
    edge('a', 'c', 'research_group'),
    edge('a', 'ghost'),
    edge('a', 'a'),
    edge('b', 'c', 'mentoring'),
  ];
  const counts = connectionCounts(edges);

  it('keeps connections of ticked types between shown researchers only', () => {
    const all = shownGraph(nodes, edges, counts, { search: '', filter: 'all', edgeTypes: allTypes });
    expect(all.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    // The loop and the edge to someone unknown are dropped; the unknown type stays (drawn grey).
    expect(all.connections).toHaveLength(4);

    const noExams = shownGraph(nodes, edges, counts, {
      search: '',
      filter: 'all',
      edgeTypes: new Set(['collaboration', 'project_collaboration', 'research_group']),
    });
    expect(noExams.connections.map((e) => e.type)).toEqual(['collaboration', 'research_group', 'mentoring']);
  });

  it('drops the connections of researchers the search hides', () => {
    const result = shownGraph(nodes, edges, counts, { search: 'a', filter: 'all', edgeTypes: allTypes });
    expect(result.nodes.map((n) => n.name)).toEqual(['Ada', 'Bea']);
    expect(result.connections).toEqual([edge('a', 'b')]);
  });

  it('keeps nothing when no type is ticked but unknown types', () => {
    const result = shownGraph(nodes, edges, counts, { search: '', filter: 'all', edgeTypes: new Set() });
    expect(result.connections.map((e) => e.type)).toEqual(['mentoring']);
  });
});

describe('mostConnected', () => {
  it('lists the most connected first, then by name, up to the limit', () => {
    const nodes = [node('a', { name: 'Zed' }), node('b', { name: 'Amy' }), node('c', { name: 'Bob' })];
    const counts = connectionCounts([edge('a', 'b'), edge('a', 'c')]);
    expect(countsFor(counts, 'a').total).toBe(2);
    expect(mostConnected(nodes, counts).map((n) => n.name)).toEqual(['Zed', 'Amy', 'Bob']);
    expect(mostConnected(nodes, counts, 2)).toHaveLength(2);
  });
});
