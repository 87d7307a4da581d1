import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPES, type NetworkConnection, type NetworkNode } from '../types';
import { mostConnected, shownConnections } from './graph-filters';
import { testNetworkNode } from './test-network-node';

const node = (id: string, over: Partial<NetworkNode> = {}, total = 0): NetworkNode =>
  testNetworkNode(id, { name: `Researcher ${id}`, ...over }, total);
const edge = (source: string, target: string, type = 'collaboration'): NetworkConnection => ({
  source,
  target,
  type,
  strength: 1,
});
const allTypes = new Set<string>(CONNECTION_TYPES);

describe('shownConnections', () => {
  const nodes = [node('a', { name: 'Ada' }), node('b', { name: 'Bea' }), node('c', { name: 'Cy' })];
  const edges = [
    edge('a', 'b'),
    edge('b', 'c', 'examination'),
    edge('a', 'c', 'research_group'),
    edge('a', 'ghost'),
    edge('a', 'a'),
    edge('b', 'c', 'mentoring'),
  ];

  it('keeps connections of ticked types between loaded researchers only', () => {
    // The loop and the edge to someone not loaded are dropped; the unknown type stays (drawn grey).
    expect(shownConnections(nodes, edges, allTypes)).toHaveLength(4);
    const noExams = shownConnections(
      nodes,
      edges,
      new Set(['collaboration', 'project_collaboration', 'research_group']),
    );
    expect(noExams.map((e) => e.type)).toEqual(['collaboration', 'research_group', 'mentoring']);
  });

  it('keeps nothing when no type is ticked but unknown types', () => {
    expect(shownConnections(nodes, edges, new Set()).map((e) => e.type)).toEqual(['mentoring']);
  });
});

describe('mostConnected', () => {
  it('lists the most connected in the whole network first, then by name, up to the limit', () => {
    const nodes = [
      node('a', { name: 'Zed' }, 2),
      node('b', { name: 'Amy' }, 1),
      node('c', { name: 'Bob' }, 1),
    ];
    expect(mostConnected(nodes).map((n) => n.name)).toEqual(['Zed', 'Amy', 'Bob']);
    expect(mostConnected(nodes, 2)).toHaveLength(2);
  });
});
