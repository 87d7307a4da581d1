import type { ProfileSnapshot } from '@app/contracts/profile/events';
import type { CitationMetrics } from '@app/contracts/profile/citation-metrics';
import type { PublicationType } from '@app/contracts/profile/http';
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
  publications: ReadonlyArray<Pick<PublicationRow, 'title' | 'journal' | 'year' | 'doi' | 'citations'>>;
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

/** The full profile state other services keep as their read model. */
export function toSnapshot(parts: SnapshotParts): ProfileSnapshot {
  const { profile, account, publications } = parts;
  const dois = new Map<string, number | null>();
  for (const p of publications) {
    const doi = p.doi?.toLowerCase();
    if (doi && !dois.has(doi)) dois.set(doi, p.year);
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
    careerStartYear: careerStartYear({
      publicationYears: publications.map((p) => p.year),
      affiliationStarts: parts.affiliations.map((a) => a.startDate),
      educationStarts: parts.educationStarts,
    }),
    recentPublications: publications
      .slice(0, RECENT_PUBLICATIONS)
      .map((p) => ({ title: p.title, journal: p.journal, year: p.year })),
    publications: [...dois].map(([doi, year]) => ({ doi, year })),
    updatedAt: profile.updatedAt,
  };
}
