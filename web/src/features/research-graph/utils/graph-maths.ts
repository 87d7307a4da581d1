import type { NetworkConnection } from '../types';

/** Node radius on the canvas: sqrt(connections) * 3 + 15 (spec 2 section 9). */
export function nodeRadius(connections: number): number {
  return Math.sqrt(Math.max(0, connections)) * 3 + 15;
}

export const NAME_LABEL_MAX = 15;
export const INSTITUTION_LABEL_MAX = 20;

/** Cuts `text` to `max` characters and marks the cut with an ellipsis (spec 2 section 9). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** How many connections of each kind a researcher has; `total` counts every type, unknown ones too. */
export interface ConnectionCounts {
  total: number;
  academic: number;
  project: number;
  examination: number;
  researchGroup: number;
}

const emptyCounts = (): ConnectionCounts => ({
  total: 0,
  academic: 0,
  project: 0,
  examination: 0,
  researchGroup: 0,
});

/** Counts per researcher over every connection (not only the ones shown), so sizes stay put while filtering. */
export function connectionCounts(connections: readonly NetworkConnection[]): Map<string, ConnectionCounts> {
  const counts = new Map<string, ConnectionCounts>();
  const bump = (id: string, type: string) => {
    let c = counts.get(id);
    if (!c) counts.set(id, (c = emptyCounts()));
    c.total += 1;
    if (type === 'collaboration') c.academic += 1;
    else if (type === 'project_collaboration') c.project += 1;
    else if (type === 'examination') c.examination += 1;
    else if (type === 'research_group') c.researchGroup += 1;
  };
  for (const e of connections) {
    if (e.source === e.target) continue;
    bump(e.source, e.type);
    bump(e.target, e.type);
  }
  return counts;
}

export function countsFor(counts: Map<string, ConnectionCounts>, id: string): ConnectionCounts {
  return counts.get(id) ?? emptyCounts();
}

export interface NetworkStatistics {
  researchers: number;
  connections: number;
  /** edges * 2 / nodes, 0 without nodes. */
  averageConnections: number;
  /** edges / (n(n-1)/2) as a percentage clamped to 0..100; 0 with fewer than 2 nodes. */
  densityPercent: number;
}

/** The Network Statistics panel (spec 2 section 2). */
export function networkStatistics(nodeCount: number, edgeCount: number): NetworkStatistics {
  const averageConnections = nodeCount > 0 ? (edgeCount * 2) / nodeCount : 0;
  const possible = (nodeCount * (nodeCount - 1)) / 2;
  const density = nodeCount < 2 ? 0 : Math.min(100, Math.max(0, (edgeCount / possible) * 100));
  return { researchers: nodeCount, connections: edgeCount, averageConnections, densityPercent: density };
}

/** Average connections to 1 decimal: "4.0". */
export function formatAverage(value: number): string {
  return value.toFixed(1);
}

/** Density as a percentage to 2 decimals ("0.50%"): large networks are sparse, 1 decimal would read 0.0%. */
export function formatDensity(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

const PUBLICATIONS_CAP = 50;

/** Publications badge: the count, or '50+' above 50 (spec 2 section 9). */
export function formatPublications(count: number): string {
  return count > PUBLICATIONS_CAP ? `${PUBLICATIONS_CAP}+` : String(count);
}

const RESEARCH_AREAS_SHOWN = 3;

/** Up to three research areas and how many more there are (the '+N more' badge). */
export function researchAreasPreview(areas: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: areas.slice(0, RESEARCH_AREAS_SHOWN),
    more: Math.max(0, areas.length - RESEARCH_AREAS_SHOWN),
  };
}
