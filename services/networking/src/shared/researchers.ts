import type { CitationMetrics } from '@app/contracts/profile/citation-metrics';
import type { ProfileSnapshot, RecentPublication } from '@app/contracts/profile/events';
import type { ResearchTopic, ResearchTopics } from '@app/contracts/profile/research-topics';
import type { z } from 'zod';
import { FOR_CODE_PATTERN, forPrefixes } from './for-codes';
import { interestTerms } from './interest-terms';

/** A researcher as the networking service keeps them (from profile snapshots). */
export interface ResearcherRow {
  profileId: string;
  userId: string;
  orcidId: string | null;
  name: string;
  /** Where mail to them goes; others see it only through `shownEmail`. */
  email: string | null;
  /** False when the researcher keeps their address from other members. */
  emailVisibleToMembers: boolean;
  position: string | null;
  institution: string | null;
  department: string | null;
  profileImageUrl: string | null;
  researchInterests: string[];
  interestTerms: string[];
  forCodes: string[];
  forPrefixes: string[];
  availableForSupervision: boolean;
  availableForExamination: boolean;
  acceptingCollaborations: boolean;
  publicationCount: number;
  citationCount: number;
  hIndex: number;
  /** Citation figures from OpenAlex with source and date; null: no citation data. */
  citationMetrics: CitationMetrics | null;
  /** Their OpenAlex author (short id); null: OpenAlex has none. */
  openalexAuthorId: string | null;
  /** What they publish on, from OpenAlex, with source and date; null: no OpenAlex author. */
  researchTopics: ResearchTopics | null;
  /** The ids of the topics matching weighs: their INDEXED_TOPICS most published on. */
  topicIds: string[];
  /** How many of their works have each of topicIds, in its order. */
  topicCounts: number[];
  careerStartYear: number | null;
  recentPublications: Array<z.infer<typeof RecentPublication>>;
  updatedAt: string;
}

export interface PublicationRow {
  profileId: string;
  doi: string;
  year: number | null;
  /** The work's authors as OpenAlex lists them; null: not known. */
  openalexAuthorIds: string[] | null;
}

/**
 * How many of a researcher's topics matching weighs: those they publish on most. OpenAlex lists
 * every topic any of their works carries; the long tail of one-off topics says little about them
 * and would outweigh what they chose themselves.
 */
const INDEXED_TOPICS = 10;

/** The topics a researcher publishes on most, most first (ties by id, to be stable). */
function indexedTopics(topics: ResearchTopics | null | undefined): ResearchTopic[] {
  return [...(topics?.topics ?? [])]
    .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1))
    .slice(0, INDEXED_TOPICS);
}

const clean = (s: string | null) => {
  const t = s?.trim();
  return t ? t : null;
};

/** The read-model row and publication list a profile snapshot stands for. */
export function researcherFromSnapshot(s: ProfileSnapshot): {
  researcher: ResearcherRow;
  publications: PublicationRow[];
} {
  const interests = [...new Set(s.researchInterests.map((i) => i.trim()).filter(Boolean))];
  const codes = [...new Set(s.forCodes.map((c) => c.trim()).filter((c) => FOR_CODE_PATTERN.test(c)))].sort();
  const indexed = indexedTopics(s.researchTopics);
  const publications = new Map<string, PublicationRow>();
  for (const p of s.publications) {
    const doi = p.doi.trim().toLowerCase();
    if (doi && !publications.has(doi)) {
      const openalexAuthorIds = p.openAlexAuthorIds ? [...new Set(p.openAlexAuthorIds)] : null;
      publications.set(doi, { profileId: s.profileId, doi, year: p.year, openalexAuthorIds });
    }
  }
  return {
    researcher: {
      profileId: s.profileId,
      userId: s.userId,
      orcidId: s.orcidId,
      name: s.name.trim() || 'Unknown Researcher',
      email: clean(s.email),
      emailVisibleToMembers: s.emailVisibleToMembers,
      position: clean(s.position),
      institution: clean(s.institution),
      department: clean(s.department),
      profileImageUrl: s.profileImageUrl,
      researchInterests: interests,
      interestTerms: interestTerms(interests),
      forCodes: codes,
      forPrefixes: forPrefixes(codes),
      availableForSupervision: s.availableForSupervision,
      availableForExamination: s.availableForExamination,
      acceptingCollaborations: s.acceptingCollaborations,
      publicationCount: s.publicationCount,
      citationCount: s.citationCount,
      hIndex: s.hIndex,
      citationMetrics: s.citationMetrics ?? null,
      openalexAuthorId: s.openAlexAuthorId ?? null,
      researchTopics: s.researchTopics ?? null,
      topicIds: indexed.map((t) => t.id),
      topicCounts: indexed.map((t) => t.count),
      careerStartYear: s.careerStartYear,
      recentPublications: s.recentPublications.slice(0, 5),
      updatedAt: s.updatedAt,
    },
    publications: [...publications.values()],
  };
}

/** Whether a snapshot stamped `incoming` should replace one stamped `held` (absent: always). */
export const isNewer = (incoming: string, held: string | undefined): boolean =>
  !held || Date.parse(incoming) > Date.parse(held);
