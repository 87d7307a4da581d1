/**
 * The network graph as the page uses it (spec 2 section 3, "Network node and connection"). Node and
 * connection ids are profile ids. The fetchers in api/ fill the spec's defaults, so everything
 * below is always present.
 */
export interface NetworkNode {
  id: string;
  name: string;
  institution: string;
  researchInterests: string[];
  publicationCount: number;
  profileImageUrl: string | null;
}

/** The four connection types of spec 2; anything else is still drawn, in grey. */
export const CONNECTION_TYPES = [
  'collaboration',
  'project_collaboration',
  'examination',
  'research_group',
] as const;
export type KnownConnectionType = (typeof CONNECTION_TYPES)[number];

export interface NetworkConnection {
  source: string;
  target: string;
  type: string;
  strength: number;
}

/** The node filter of the dropdown. */
export type NodeFilter = 'all' | 'high-connections' | 'prolific';
