import type { Knex } from 'knex';
import {
  networkLimits,
  type NetworkEdge,
  type NetworkNode,
  type NetworkQuery,
  type NetworkStatistics,
} from '@app/contracts/networking/http';
import {
  edgeTypeOf,
  FILTER_THRESHOLDS,
  likePattern,
  mergeEdges,
  networkStatistics,
  strongestFirst,
  UNKNOWN_INSTITUTION,
  type PairLink,
} from './network-graph';
import { connectionTypesOf, networkStore, type NodeRow, type NodeSelection } from './network-store';

/** Node Details shows up to three research areas and '+N more'. */
const SHOWN_RESEARCH_AREAS = 3;

/**
 * The network page's data at any size: at most `limit` researchers (the best-connected of those
 * who match the search, the filter and the focus, over the whole network) and the edges among
 * them; and the whole network's figures from the read model `network_degrees`.
 */
export class NetworkService {
  constructor(private readonly db: Knex) {}

  async nodes(query: NetworkQuery): Promise<NetworkNode[]> {
    return (await this.select(query)).map((r) => ({
      id: r.profileId,
      userId: r.userId,
      name: r.name,
      institution: r.institution ?? UNKNOWN_INSTITUTION,
      researchInterests: r.researchInterests.slice(0, SHOWN_RESEARCH_AREAS),
      researchInterestCount: r.researchInterests.length,
      publicationCount: r.publicationCount,
      profileImageUrl: r.profileImageUrl,
      connections: r.degrees,
    }));
  }

  async edges(query: NetworkQuery): Promise<NetworkEdge[]> {
    const userIds = (await this.select(query)).map((r) => r.userId);
    if (userIds.length < 2) return [];
    const types = query.types;
    const [connections, projects, groups] = await Promise.all([
      networkStore.connectionsAmong(this.db, userIds, connectionTypesOf(types)),
      types.includes('project_collaboration')
        ? networkStore.sharedMembershipsAmong(this.db, userIds, 'project')
        : [],
      types.includes('research_group') ? networkStore.sharedMembershipsAmong(this.db, userIds, 'group') : [],
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
    return strongestFirst(mergeEdges(links), networkLimits.maxEdges);
  }

  async statistics(): Promise<NetworkStatistics> {
    const totals = await networkStore.totals(this.db);
    return networkStatistics(totals.researchers, totals.linkEnds, totals.countedAt);
  }

  private async select(query: NetworkQuery): Promise<NodeRow[]> {
    const selection: NodeSelection = {
      pattern: query.search ? likePattern(query.search) : null,
      minLinks: query.filter === 'high-connections' ? FILTER_THRESHOLDS.highConnections + 1 : null,
      minPublications: query.filter === 'prolific' ? FILTER_THRESHOLDS.prolific + 1 : null,
      types: query.types,
      within: query.focus ? await this.neighbourhood(query.focus, query.depth, query.types) : null,
      limit: query.limit,
    };
    return networkStore.nodes(this.db, selection);
  }

  /** The focus and the people one (and two) links from them, each with how far (nobody when unknown). */
  private async neighbourhood(
    profileId: string,
    depth: number,
    types: NetworkQuery['types'],
  ): Promise<NodeSelection['within']> {
    const focus = await this.db('researchers').where({ profileId }).first('userId');
    // An unknown focus shows nobody rather than the whole network.
    if (!focus) return { userIds: [], hops: [] };
    const hops = new Map<string, number>([[focus.userId, 0]]);
    let frontier = [focus.userId];
    for (let hop = 1; hop <= depth && frontier.length > 0; hop++) {
      frontier = (await networkStore.linkedTo(this.db, frontier, types)).filter((u) => !hops.has(u));
      for (const u of frontier) hops.set(u, hop);
    }
    return { userIds: [...hops.keys()], hops: [...hops.values()] };
  }
}
