import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type { SimilarResearcher, SimilarResearchersQuery } from '@app/contracts/networking/http';
import { loadForCodes } from '@app/contracts/for-codes-data';
import { profileRequired } from '@app/service-kit';
import { connectionStatusFor, connectionsStore, otherParty, requestDeclinesStore } from '../connections';
import { shownEmail } from '../shared/people';
import { matchReasonsOf } from './match-reasons';
import { partWeights } from './match-score';
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
  'topicIds',
  'topicCounts',
] as const;

/** My own row's part the reasons are read from (the names of my topics). */
const MINE = ['researchTopics'] as const;

let forCodeTitles: Map<string, string> | null = null;
const forCodeTitle = (code: string): string | undefined =>
  (forCodeTitles ??= new Map(loadForCodes().map((c) => [c.code, c.title]))).get(code);

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
  ): Promise<{ researchers: SimilarResearcher[]; total: number; unmatchedHidden: number }> {
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
    const {
      researchers: ranked,
      total,
      unmatchedHidden,
    } = this.feed.similarity.discover(
      { userId: me.userId, interestTerms: mine.interestTerms, forCodes: mine.forCodes },
      {
        offset: query.offset,
        limit: query.limit,
        alsoInclude: new Set(connectionWith.keys()),
        filter: { keyword: query.search, forCodes: query.forCodes },
        includeUnmatched: query.includeUnmatched,
      },
    );
    const [shown, [own], mayNotAsk] = await Promise.all([
      this.shownRows.of(ranked, SHOWN),
      this.shownRows.of([{ profileId: mine.profileId }], MINE),
      requestDeclinesStore.waitingFrom(
        this.db,
        me.userId,
        ranked.map((r) => r.userId),
        'research_interest',
      ),
    ]);
    const similarity = this.feed.similarity;
    const reasonsWith = matchReasonsOf(
      { terms: mine.interestTerms, forCodes: mine.forCodes, researchTopics: own?.row.researchTopics ?? null },
      partWeights({ hasInterests: mine.interestTerms.length > 0, hasCodes: mine.forCodes.length > 0 }),
      (t) => similarity.termWeightSq(t),
      forCodeTitle,
    );
    const reasonsFor = (r: (typeof shown)[number]['row'], matchScore: number) => {
      const indexed = similarity.researcherOfUser(r.userId);
      if (matchScore === 0 || !indexed) return [];
      return reasonsWith({ ...r, terms: indexed.interestTerms, forCodes: indexed.forCodes });
    };
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
        matchReasons: reasonsFor(r, matchScore),
        connectionStatus: connectionStatusFor(conn, me.userId, mayNotAsk.has(r.userId)),
        connectionId: conn?.id ?? null,
        publicationCount: r.publicationCount,
        citationCount: r.citationCount,
        hIndex: r.hIndex,
        citationMetrics: r.citationMetrics,
      };
    });
    return { researchers, total, unmatchedHidden };
  }
}
