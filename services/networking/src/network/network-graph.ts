import type {
  NetworkDegrees,
  NetworkEdge,
  NetworkEdgeType,
  NetworkStatistics,
} from '@app/contracts/networking/http';
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

/** At most `max` edges, the strongest first (ties in a stable order), so a big group's clique is cut. */
export function strongestFirst(edges: NetworkEdge[], max: number): NetworkEdge[] {
  if (edges.length <= max) return edges;
  return [...edges]
    .sort(
      (x, y) =>
        y.strength - x.strength ||
        (x.source < y.source ? -1 : x.source > y.source ? 1 : x.target < y.target ? -1 : 1),
    )
    .slice(0, max);
}

/** The spec's filter thresholds: more than 10 connections; more than 25 publications. */
export const FILTER_THRESHOLDS = { highConnections: 10, prolific: 25 } as const;

/** A "contains" pattern for LIKE over lower-cased text, with the user's `%`, `_` and `\` taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The spec's statistics of the whole network: edges * 2 / nodes (one decimal) and density, edges
 * over n(n-1)/2 as a percentage clamped to 0-100 (0 with fewer than 2 researchers). `linkEnds` are
 * each researcher's links added up, so every edge is counted twice.
 */
export function networkStatistics(
  researchers: number,
  linkEnds: NetworkDegrees,
  countedAt: Date,
): NetworkStatistics {
  const edges = Math.round(linkEnds.total / 2);
  const pairs = (researchers * (researchers - 1)) / 2;
  return {
    researchers,
    connections: edges,
    averageConnections: researchers > 0 ? Math.round(((edges * 2) / researchers) * 10) / 10 : 0,
    density: researchers < 2 ? 0 : Math.min(100, Math.max(0, (edges / pairs) * 100)),
    byType: {
      collaboration: Math.round(linkEnds.collaboration / 2),
      project_collaboration: Math.round(linkEnds.project_collaboration / 2),
      examination: Math.round(linkEnds.examination / 2),
      research_group: Math.round(linkEnds.research_group / 2),
    },
    countedAt: countedAt.toISOString(),
  };
}
