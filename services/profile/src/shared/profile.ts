import type { ProfileSnapshot } from '@app/contracts/profile/events';
import type { CitationMetrics } from '@app/contracts/profile/citation-metrics';
import type { PublicationType } from '@app/contracts/profile/http';
import type { ResearchTopic, ResearchTopics, WorkTopic } from '@app/contracts/profile/research-topics';
import { careerStartYear, currentPosition, displayName, type PositionSource } from './research-metrics';

/** A row of `orcid_profiles`. */
export interface ProfileRow {
  id: string;
  userId: string;
  /** Null once another account proved the iD this one typed: the profile stays, unlinked. */
  orcidId: string | null;
  orcidVerified: boolean;
  /** ORCID's name for the researcher (null when private or absent). */
  name: string | null;
  biography: string | null;
  profileImageId: string | null;
  profileImageUrl: string | null;
  availableForSupervision: boolean;
  availableForExamination: boolean;
  acceptingCollaborations: boolean;
  contactPreferences: string | null;
  emailVisibleToMembers: boolean;
  researchStatement: string | null;
  lastSynced: string | null;
  /** When the next try to import the record is due (null: nothing waits to be imported). */
  importRetryAt: string | null;
  importAttempts: number;
  importError: string | null;
  /** Citation figures from OpenAlex; null: no citation data. */
  citationCount: number | null;
  hIndex: number | null;
  i10Index: number | null;
  metricsSource: string | null;
  metricsFetchedAt: string | null;
  /** The OpenAlex author (short id) and their topics; null: OpenAlex has none (or not asked). */
  openalexAuthorId: string | null;
  researchTopics: ResearchTopic[] | null;
  topicsFetchedAt: string | null;
  /** The topics (ids) the researcher hid: kept across refreshes, never matched on nor shown to others. */
  hiddenTopicIds: string[];
  /** ORCID's last-modified-date of the record imported last. */
  orcidLastModified: string | null;
  /** When the scheduled refresh (ORCID record and OpenAlex figures) is next due. */
  refreshDueAt: string | null;
  refreshAttempts: number;
  refreshError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What identity told us about an account (`user_accounts`). */
export interface AccountRow {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  verifiedOrcidId: string | null;
  sourceEventAt: string | null;
  updatedAt: string;
}

export interface PublicationRow {
  id: string;
  profileId: string;
  position: number;
  title: string;
  journal: string | null;
  year: number | null;
  doi: string | null;
  url: string | null;
  type: PublicationType;
  /** From OpenAlex by DOI; null: no citation data. */
  citations: number | null;
  /** From OpenAlex by DOI (null: OpenAlex does not hold the work): its authors and topics. */
  openalexAuthorIds: string[] | null;
  topics: WorkTopic[] | null;
}

export interface AffiliationRow extends PositionSource {
  id: string;
  profileId: string;
  position: number;
}

export interface EducationRow {
  id: string;
  profileId: string;
  position: number;
  type: 'education' | 'qualification';
  institution: string;
  degree: string | null;
  field: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface AwardRow {
  id: string;
  profileId: string;
  position: number;
  title: string;
  organization: string | null;
  year: number | null;
  description: string | null;
}

/** Everything a snapshot is built from; publications newest first. */
export interface SnapshotParts {
  profile: ProfileRow;
  account: AccountRow | null;
  researchInterests: string[];
  forCodes: string[];
  publications: ReadonlyArray<
    Pick<PublicationRow, 'title' | 'journal' | 'year' | 'doi' | 'citations'> &
      Partial<Pick<PublicationRow, 'openalexAuthorIds' | 'topics'>>
  >;
  affiliations: readonly PositionSource[];
  educationStarts: ReadonlyArray<string | null>;
}

const RECENT_PUBLICATIONS = 5;

/** The profile's figures with their source and date; null when there are none. */
export function citationMetricsOf(
  profile: Pick<ProfileRow, 'citationCount' | 'hIndex' | 'i10Index' | 'metricsSource' | 'metricsFetchedAt'>,
): CitationMetrics | null {
  const { citationCount, hIndex, i10Index, metricsSource, metricsFetchedAt } = profile;
  if (citationCount === null || hIndex === null || i10Index === null) return null;
  if (!metricsSource || !metricsFetchedAt) return null;
  return {
    citations: citationCount,
    hIndex,
    i10Index,
    source: metricsSource,
    fetchedAt: new Date(metricsFetchedAt).toISOString(),
  };
}

type TopicsSource = Pick<
  ProfileRow,
  'openalexAuthorId' | 'researchTopics' | 'topicsFetchedAt' | 'hiddenTopicIds'
>;

/**
 * Where the researcher's topics came from and when; null when OpenAlex has no author for them. The
 * topics they hid are left out: this is what others see and what matching uses (the snapshot).
 */
export function researchTopicsOf(profile: TopicsSource): ResearchTopics | null {
  const { openalexAuthorId, researchTopics, topicsFetchedAt } = profile;
  if (!openalexAuthorId || !researchTopics || !topicsFetchedAt) return null;
  const hidden = new Set(profile.hiddenTopicIds ?? []);
  return {
    topics: researchTopics.filter((t) => !hidden.has(t.id)),
    source: 'OpenAlex',
    fetchedAt: new Date(topicsFetchedAt).toISOString(),
  };
}

/** The researcher's topics as their own profile shows them: the hidden ones listed apart. */
export function ownResearchTopicsOf(profile: TopicsSource): ResearchTopics | null {
  const shown = researchTopicsOf(profile);
  if (!shown) return null;
  const hidden = new Set(profile.hiddenTopicIds ?? []);
  return { ...shown, hidden: (profile.researchTopics ?? []).filter((t) => hidden.has(t.id)) };
}

/** The full profile state other services keep as their read model. */
export function toSnapshot(parts: SnapshotParts): ProfileSnapshot {
  const { profile, account, publications } = parts;
  const dois = new Map<string, ProfileSnapshot['publications'][number]>();
  for (const p of publications) {
    const doi = p.doi?.toLowerCase();
    if (!doi || dois.has(doi)) continue;
    dois.set(doi, {
      doi,
      year: p.year,
      ...(p.openalexAuthorIds ? { openAlexAuthorIds: p.openalexAuthorIds } : {}),
      ...(p.topics ? { topics: p.topics } : {}),
    });
  }
  return {
    profileId: profile.id,
    userId: profile.userId,
    orcidId: profile.orcidId,
    orcidVerified: profile.orcidVerified,
    name: displayName(profile, account),
    email: account?.email ?? null,
    emailVisibleToMembers: profile.emailVisibleToMembers,
    biography: profile.biography,
    ...currentPosition(parts.affiliations),
    profileImageUrl: profile.profileImageUrl,
    researchInterests: parts.researchInterests,
    forCodes: parts.forCodes,
    availableForSupervision: profile.availableForSupervision,
    availableForExamination: profile.availableForExamination,
    acceptingCollaborations: profile.acceptingCollaborations,
    publicationCount: publications.length,
    citationCount: profile.citationCount ?? 0,
    hIndex: profile.hIndex ?? 0,
    citationMetrics: citationMetricsOf(profile),
    openAlexAuthorId: profile.openalexAuthorId,
    researchTopics: researchTopicsOf(profile),
    careerStartYear: careerStartYear({
      publicationYears: publications.map((p) => p.year),
      affiliationStarts: parts.affiliations.map((a) => a.startDate),
      educationStarts: parts.educationStarts,
    }),
    recentPublications: publications
      .slice(0, RECENT_PUBLICATIONS)
      .map((p) => ({ title: p.title, journal: p.journal, year: p.year })),
    publications: [...dois.values()],
    updatedAt: profile.updatedAt,
  };
}
