import type { KnownConnectionType } from '../types';

/** Edge colours of spec 2 section 9; an unknown type is drawn grey (section 8). */
export const EDGE_COLOURS: Record<KnownConnectionType, string> = {
  collaboration: '#3b82f6',
  project_collaboration: '#ef4444',
  examination: '#f59e0b',
  research_group: '#10b981',
};
const UNKNOWN_EDGE_COLOUR = '#9ca3af';

/** "Edge width varies by type": supervision and examination ties are drawn strongest, shared groups lightest. */
const EDGE_WIDTHS: Record<KnownConnectionType, number> = {
  collaboration: 2,
  project_collaboration: 1.5,
  examination: 2.5,
  research_group: 1,
};
const UNKNOWN_EDGE_WIDTH = 1;

function isKnown(type: string): type is KnownConnectionType {
  return Object.hasOwn(EDGE_COLOURS, type);
}

export function edgeColour(type: string): string {
  return isKnown(type) ? EDGE_COLOURS[type] : UNKNOWN_EDGE_COLOUR;
}

export function edgeWidth(type: string): number {
  return isKnown(type) ? EDGE_WIDTHS[type] : UNKNOWN_EDGE_WIDTH;
}

/** The four connection-type checkboxes, in the spec's order and words. */
export const EDGE_TYPE_OPTIONS: { type: KnownConnectionType; label: string }[] = [
  { type: 'collaboration', label: 'Academic Connections' },
  { type: 'project_collaboration', label: 'Project Collaborations' },
  { type: 'examination', label: 'Examinations' },
  { type: 'research_group', label: 'Research Groups' },
];
