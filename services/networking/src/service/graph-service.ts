import type { Knex } from 'knex';
import type { NetworkEdge, NetworkNode } from '@app/contracts/networking/http';
import { edgeTypeOf, mergeEdges, UNKNOWN_INSTITUTION, type PairLink } from '../domain/network-graph';
import { graphStore } from '../store/graph';

/** The network visualisation: every researcher with a profile, and the edges between them. */
export class GraphService {
  constructor(private readonly db: Knex) {}

  async nodes(): Promise<NetworkNode[]> {
    return (await graphStore.nodes(this.db)).map((r) => ({
      id: r.profileId,
      userId: r.userId,
      name: r.name,
      institution: r.institution ?? UNKNOWN_INSTITUTION,
      researchInterests: r.researchInterests,
      publicationCount: r.publicationCount,
      profileImageUrl: r.profileImageUrl,
    }));
  }

  async edges(): Promise<NetworkEdge[]> {
    const [connections, projects, groups] = await Promise.all([
      graphStore.acceptedConnections(this.db),
      graphStore.sharedMemberships(this.db, 'project'),
      graphStore.sharedMemberships(this.db, 'group'),
    ]);
    const links: PairLink[] = [
      ...connections.map((c) => ({
        a: c.a,
        b: c.b,
        type: edgeTypeOf(c.connectionType),
        strength: c.strength,
      })),
      ...projects.map((p) => ({ ...p, type: 'project_collaboration' as const })),
      ...groups.map((g) => ({ ...g, type: 'research_group' as const })),
    ];
    return mergeEdges(links);
  }
}
