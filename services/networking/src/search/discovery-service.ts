import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type { SimilarResearcher, SimilarResearchersQuery } from '@app/contracts/networking/http';
import { profileRequired } from '@app/service-kit';
import { connectionStatusFor, otherParty } from '../domain/connections';
import { shownEmail } from '../domain/people';
import { connectionsStore } from '../store/connections';
import type { ResearcherFeed } from './researcher-feed';
import type { ShownRows } from './shown-rows';

const SHOWN = [
  'profileId',
  'userId',
  'orcidId',
  'name',
  'position',
  'institution',
  'department',
  'email',
  'emailVisibleToMembers',
  'profileImageUrl',
  'researchInterests',
  'forCodes',
  'publicationCount',
  'citationCount',
  'hIndex',
  'citationMetrics',
] as const;

/** "Discover Researchers": the researchers most similar to me, with where we stand with each. */
export class DiscoveryService {
  constructor(
    private readonly db: Knex,
    private readonly feed: ResearcherFeed,
    private readonly shownRows: ShownRows,
  ) {}

  async similar(
    me: UserContext,
    query: SimilarResearchersQuery,
  ): Promise<{ researchers: SimilarResearcher[]; total: number }> {
    const [live] = await Promise.all([
      connectionsStore.liveResearchConnections(this.db, me.userId),
      this.feed.refresh(),
    ]);
    // The index has just read every committed change, so it holds my current terms and codes.
    const mine = this.feed.similarity.researcherOfUser(me.userId);
    if (!mine) {
      throw profileRequired('Connect your ORCID iD first: discovery compares your research profile.');
    }
    const connectionWith = new Map(live.map((c) => [otherParty(c, me.userId).userId, c]));
    const { researchers: ranked, total } = this.feed.similarity.discover(
      { userId: me.userId, interestTerms: mine.interestTerms, forCodes: mine.forCodes },
      {
        offset: query.offset,
        limit: query.limit,
        alsoInclude: new Set(connectionWith.keys()),
        filter: { keyword: query.search, forCodes: query.forCodes },
        includeUnmatched: query.includeUnmatched,
      },
    );
    const shown = await this.shownRows.of(ranked, SHOWN);
    const researchers = shown.map(({ ranked: { matchScore }, row: r }): SimilarResearcher => {
      const conn = connectionWith.get(r.userId);
      return {
        id: r.profileId,
        userId: r.userId,
        orcidId: r.orcidId,
        name: r.name,
        position: r.position,
        institution: r.institution,
        department: r.department,
        email: shownEmail(r),
        profileImageUrl: r.profileImageUrl,
        researchInterests: r.researchInterests,
        classificationCodes: r.forCodes,
        matchScore,
        connectionStatus: connectionStatusFor(conn, me.userId),
        connectionId: conn?.id ?? null,
        publicationCount: r.publicationCount,
        citationCount: r.citationCount,
        hIndex: r.hIndex,
        citationMetrics: r.citationMetrics,
      };
    });
    return { researchers, total };
  }
}
