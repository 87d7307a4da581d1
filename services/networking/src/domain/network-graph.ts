import type { NetworkEdge, NetworkEdgeType } from '@app/contracts/networking/http';
import type { ConnectionType } from '@app/contracts/networking/events';

/**
 * The network graph's edges. Accepted research-interest connections and accepted supervision are
 * "collaboration", accepted examiner requests "examination"; sharing a project is
 * "project_collaboration" and sharing a group "research_group" (strength: how many are shared).
 * Edges join profile ids, one per pair and type, the smaller id as source.
 */
export function edgeTypeOf(connectionType: ConnectionType): NetworkEdgeType {
  return connectionType === 'examiner_request' ? 'examination' : 'collaboration';
}

export interface PairLink {
  a: string;
  b: string;
  type: NetworkEdgeType;
  strength: number;
}

export const UNKNOWN_INSTITUTION = 'Unknown Institution';

/** One edge per unordered pair and type, strengths added up; links of a person to themself are dropped. */
export function mergeEdges(links: Iterable<PairLink>): NetworkEdge[] {
  const edges = new Map<string, NetworkEdge>();
  for (const link of links) {
    if (link.a === link.b) continue;
    const [source, target] = link.a < link.b ? [link.a, link.b] : [link.b, link.a];
    const key = `${source}|${target}|${link.type}`;
    const edge = edges.get(key);
    if (edge) edge.strength += link.strength;
    else edges.set(key, { source, target, type: link.type, strength: Math.max(1, link.strength) });
  }
  return [...edges.values()];
}
