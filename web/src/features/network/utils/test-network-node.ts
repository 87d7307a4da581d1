import type { NetworkNode } from '../types';

/** A researcher for the graph's tests: `connections` is their total, all academic. */
export function testNetworkNode(id: string, over: Partial<NetworkNode> = {}, connections = 0): NetworkNode {
  return {
    id,
    name: id,
    institution: 'Unknown Institution',
    researchInterests: [],
    researchInterestCount: 0,
    publicationCount: 0,
    profileImageUrl: null,
    connections: {
      total: connections,
      collaboration: connections,
      project_collaboration: 0,
      examination: 0,
      research_group: 0,
    },
    ...over,
  };
}
