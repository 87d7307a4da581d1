import { CONNECTION_TYPES, type NetworkConnection, type NetworkNode, type NodeFilter } from '../types';
import { countsFor, type ConnectionCounts } from './graph-maths';

/** "High Connections (10+)" keeps people with more than 10 connections (spec 2 section 9). */
const HIGH_CONNECTIONS_THRESHOLD = 10;
/** "Prolific Publishers (25+)" keeps people with more than 25 publications. */
const PROLIFIC_THRESHOLD = 25;

export const NODE_FILTER_OPTIONS: { value: NodeFilter; label: string }[] = [
  { value: 'all', label: 'All Researchers' },
  { value: 'high-connections', label: 'High Connections (10+)' },
  { value: 'prolific', label: 'Prolific Publishers (25+)' },
];

/** Name, institution or any research area contains the search text, ignoring case; blank matches all. */
export function matchesSearch(node: NetworkNode, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return (
    node.name.toLowerCase().includes(q) ||
    node.institution.toLowerCase().includes(q) ||
    node.researchInterests.some((area) => area.toLowerCase().includes(q))
  );
}

export function passesNodeFilter(node: NetworkNode, filter: NodeFilter, counts: ConnectionCounts): boolean {
  if (filter === 'high-connections') return counts.total > HIGH_CONNECTIONS_THRESHOLD;
  if (filter === 'prolific') return node.publicationCount > PROLIFIC_THRESHOLD;
  return true;
}

export interface GraphFilters {
  search: string;
  filter: NodeFilter;
  /** The connection types whose checkbox is ticked. Types outside the four known ones are always shown. */
  edgeTypes: ReadonlySet<string>;
}

export interface ShownGraph {
  nodes: NetworkNode[];
  connections: NetworkConnection[];
}

const knownTypes: ReadonlySet<string> = new Set(CONNECTION_TYPES);

/**
 * What the canvas shows: researchers passing the search and the dropdown filter, and the connections
 * of a ticked type between two shown researchers (never a loop, never to someone missing).
 */
export function shownGraph(
  nodes: readonly NetworkNode[],
  connections: readonly NetworkConnection[],
  counts: Map<string, ConnectionCounts>,
  { search, filter, edgeTypes }: GraphFilters,
): ShownGraph {
  const shownNodes = nodes.filter(
    (n) => matchesSearch(n, search) && passesNodeFilter(n, filter, countsFor(counts, n.id)),
  );
  const shownIds = new Set(shownNodes.map((n) => n.id));
  const shownConnections = connections.filter(
    (e) =>
      e.source !== e.target &&
      shownIds.has(e.source) &&
      shownIds.has(e.target) &&
      (!knownTypes.has(e.type) || edgeTypes.has(e.type)),
  );
  return { nodes: shownNodes, connections: shownConnections };
}

export const RESEARCHER_LIST_LIMIT = 50;

/** The text alternative's list: the most connected shown researchers first, then by name. */
export function mostConnected(
  nodes: readonly NetworkNode[],
  counts: Map<string, ConnectionCounts>,
  limit = RESEARCHER_LIST_LIMIT,
): NetworkNode[] {
  return [...nodes]
    .sort(
      (a, b) => countsFor(counts, b.id).total - countsFor(counts, a.id).total || a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}
