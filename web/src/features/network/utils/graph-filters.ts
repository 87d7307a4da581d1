import { CONNECTION_TYPES, type NetworkConnection, type NetworkNode, type NodeFilter } from '../types';

/** The dropdown; the server applies the spec's thresholds (more than 10 connections, more than 25 publications). */
export const NODE_FILTER_OPTIONS: { value: NodeFilter; label: string }[] = [
  { value: 'all', label: 'All Researchers' },
  { value: 'high-connections', label: 'High Connections (10+)' },
  { value: 'prolific', label: 'Prolific Publishers (25+)' },
];

const knownTypes: ReadonlySet<string> = new Set(CONNECTION_TYPES);

/**
 * The connections drawn: of a ticked type (types outside the four known ones are always shown),
 * between two loaded researchers, never a loop. The server answers the ticked types already; this
 * keeps the drawing right while the next answer loads, and with no type ticked.
 */
export function shownConnections(
  nodes: readonly NetworkNode[],
  connections: readonly NetworkConnection[],
  ticked: ReadonlySet<string>,
): NetworkConnection[] {
  const ids = new Set(nodes.map((n) => n.id));
  return connections.filter(
    (e) =>
      e.source !== e.target &&
      ids.has(e.source) &&
      ids.has(e.target) &&
      (!knownTypes.has(e.type) || ticked.has(e.type)),
  );
}

export const RESEARCHER_LIST_LIMIT = 50;

/** The text alternative's list: the most connected (in the whole network) first, then by name. */
export function mostConnected(nodes: readonly NetworkNode[], limit = RESEARCHER_LIST_LIMIT): NetworkNode[] {
  return [...nodes]
    .sort((a, b) => b.connections.total - a.connections.total || a.name.localeCompare(b.name))
    .slice(0, limit);
}
