import { z } from 'zod';
import { CitationMetrics } from './citation-metrics';
import { ResearchTopics, WorkTopic } from './research-topics';

export const PublicationRef = z.object({
  doi: z.string(),
  year: z.number().int().nullable(),
  /** The work's authors as OpenAlex lists them (short ids, "A5023888391"); absent: not known. */
  openAlexAuthorIds: z.array(z.string()).optional(),
  /** The work's OpenAlex topics, primary first; absent: not known. */
  topics: z.array(WorkTopic).optional(),
});
export const RecentPublication = z.object({
  title: z.string(),
  journal: z.string().nullable(),
  year: z.number().int().nullable(),
});

/**
 * A full snapshot of a research profile. Other services keep it as a read model (event-carried
 * state transfer), so it carries everything they display or rank by.
 */
export const ProfileSnapshot = z.object({
  profileId: z.uuid(),
  userId: z.uuid(),
  /** Null when the researcher has no ORCID iD linked (another account proved the one they typed). */
  orcidId: z.string().nullable(),
  orcidVerified: z.boolean(),
  name: z.string(),
  /** The address mail goes to; shown to others only when `emailVisibleToMembers`. */
  email: z.string().nullable(),
  /** False when the researcher keeps their address to themselves (others see no email). */
  emailVisibleToMembers: z.boolean().default(true),
  biography: z.string().nullable(),
  position: z.string().nullable(),
  institution: z.string().nullable(),
  department: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  researchInterests: z.array(z.string()),
  /** FoR codes (2, 4 or 6 digits) chosen by the researcher. */
  forCodes: z.array(z.string()),
  availableForSupervision: z.boolean(),
  availableForExamination: z.boolean(),
  acceptingCollaborations: z.boolean(),
  publicationCount: z.number().int().nonnegative(),
  /** `citationMetrics`' figures, 0 when there is none (kept for readers of the first version). */
  citationCount: z.number().int().nonnegative(),
  hIndex: z.number().int().nonnegative(),
  /** Citation figures from OpenAlex; null or absent (events before them): no citation data. */
  citationMetrics: CitationMetrics.nullable().optional(),
  /** The researcher's OpenAlex author (short id); null or absent: OpenAlex has none (or not asked). */
  openAlexAuthorId: z.string().nullable().optional(),
  /** What they publish on, from OpenAlex; null or absent: no OpenAlex author, so no topics. */
  researchTopics: ResearchTopics.nullable().optional(),
  /** Earliest year of a publication or affiliation; consumers derive years of experience. */
  careerStartYear: z.number().int().nullable(),
  /** Up to five most recent publications, newest first. */
  recentPublications: z.array(RecentPublication),
  /** Every publication DOI (lower case) with its year: the networking service checks co-authorship. */
  publications: z.array(PublicationRef),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ProfileSnapshot = z.infer<typeof ProfileSnapshot>;

export const ProfileDeleted = z.object({ profileId: z.uuid(), userId: z.uuid() });
export type ProfileDeleted = z.infer<typeof ProfileDeleted>;

/**
 * An account proved an iD through ORCID that another account held as a typed, unverified claim.
 * The proven iD wins: the link and the records imported from ORCID move to `toUserId`; everything
 * the former holder entered by hand stays with them (their profile id does not change).
 */
export const OrcidLinkTakenOver = z.object({
  orcidId: z.string(),
  fromUserId: z.uuid(),
  fromProfileId: z.uuid(),
  toUserId: z.uuid(),
});
export type OrcidLinkTakenOver = z.infer<typeof OrcidLinkTakenOver>;

export const profileEvents = {
  'profile.profile.linked': ProfileSnapshot,
  'profile.profile.updated': ProfileSnapshot,
  'profile.profile.deleted': ProfileDeleted,
  'profile.orcid_link.taken_over': OrcidLinkTakenOver,
} as const;
