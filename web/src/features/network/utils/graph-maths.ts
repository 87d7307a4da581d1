import type { NetworkConnection } from '../types';

/** Node radius on the canvas: sqrt(connections) * 3 + 15 (spec 2 section 9). */
export function nodeRadius(connections: number): number {
  return Math.sqrt(Math.max(0, connections)) * 3 + 15;
}

/**
 * The radius a node is drawn at: the spec's formula of the researcher's connections in the whole
 * network (so a person keeps their size in every view, whoever else is loaded), capped where a few
 * hubs with hundreds of links would otherwise cover the canvas: 100 connections and more draw alike.
 */
const MAX_NODE_RADIUS = nodeRadius(100);
export function shownNodeRadius(connections: number): number {
  return Math.min(nodeRadius(connections), MAX_NODE_RADIUS);
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

/**
 * How many links the shown edges stand for, counted as the whole network's figures count them: a
 * pair's shared projects (or groups) are one edge of `strength` = how many they share, and each is a
 * link; a connection is one link. So when everything is shown the header reads "99 of 99", not "98".
 */
export function linksIn(edges: readonly NetworkConnection[]): number {
  return edges.reduce(
    (sum, e) => sum + (e.type === 'project_collaboration' || e.type === 'research_group' ? e.strength : 1),
    0,
  );
}

/** The whole network's size, as the statistics call gives it. */
export interface NetworkSize {
  researchers: number;
  connections: number;
}

const count = (n: number, word: string) => `${n.toLocaleString('en-AU')} ${word}${n === 1 ? '' : 's'}`;

/**
 * The header: what is drawn, and out of how many when the network is bigger than what was loaded
 * ("Showing 2,000 of 100,000 researchers and 9,800 of 600,355 connections"). The whole network's
 * figures are recounted on the server every so often, so they may trail the loaded graph for a
 * moment: a figure never reads "5 of 3".
 */
export function networkSummary(shown: NetworkSize, whole: NetworkSize | null): string {
  if (!whole || (shown.researchers >= whole.researchers && shown.connections >= whole.connections)) {
    return `Showing ${count(shown.researchers, 'researcher')} and ${count(shown.connections, 'connection')}`;
  }
  const part = (n: number, of: number, word: string) =>
    `${n.toLocaleString('en-AU')} of ${count(Math.max(n, of), word)}`;
  return `Showing ${part(shown.researchers, whole.researchers, 'researcher')} and ${part(
    shown.connections,
    whole.connections,
    'connection',
  )}`;
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
export function researchAreasPreview(
  areas: readonly string[],
  count = areas.length,
): { shown: string[]; more: number } {
  const shown = areas.slice(0, RESEARCH_AREAS_SHOWN);
  return { shown, more: Math.max(0, count - shown.length) };
}
