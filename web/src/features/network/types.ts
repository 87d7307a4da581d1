export type { NetworkNode } from '../../api/networking/get-network-nodes';
export type { NetworkConnection } from '../../api/networking/get-network-connections';

/** The four connection types of spec 2; anything else is still drawn, in grey. */
export const CONNECTION_TYPES = [
  'collaboration',
  'project_collaboration',
  'examination',
  'research_group',
] as const;
export type KnownConnectionType = (typeof CONNECTION_TYPES)[number];

/** The node filter of the dropdown. */
export type NodeFilter = 'all' | 'high-connections' | 'prolific';
