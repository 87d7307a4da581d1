import { z } from 'zod';
import { PersonalDataRow, PersonalDataRows, personalDataRoute } from '../personal-data';
import { IdParams, OkReply, listPageQuery } from '../common';
import { defineRoute, type RouteDefinitions } from '../define-route';
import { textBlock, textLine } from '../plain-text';
import { CitationMetrics } from './citation-metrics';
import { OrcidId } from './orcid-id';
import {
  ResearchTopicVisibilityBody,
  ResearchTopicVisibilityResponse,
  ResearchTopics,
} from './research-topics';

// ---- Reference data ----

/** One ANZSRC 2020 Field of Research: a division (2 digits), group (4) or field (6). */
export const ForCode = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  parentCode: z.string().nullable(),
  level: z.union([z.literal(2), z.literal(4), z.literal(6)]),
});
export type ForCode = z.infer<typeof ForCode>;

/** `GET /api/classification-codes/for`: all 2,203 codes, ordered by code. */
/** ANZSRC 2020 has 2,203 Fields of Research codes (23 divisions, 213 groups, 1,967 fields). */
export const FOR_CODE_COUNT = 2203;
export const ForCodeListResponse = z.array(ForCode).max(FOR_CODE_COUNT);
export type ForCodeListResponse = z.infer<typeof ForCodeListResponse>;

/** A FoR code as attached to a profile. */
export const ProfileForCode = z.object({ id: z.string(), code: z.string(), title: z.string() });
export type ProfileForCode = z.infer<typeof ProfileForCode>;

export const ResearchInterest = z.object({ id: z.uuid(), name: z.string() });
export type ResearchInterest = z.infer<typeof ResearchInterest>;

/** The most interests one profile holds (`POST /api/profile/research-interests` refuses more). */
export const MAX_INTERESTS_PER_PROFILE = 50;
/** A profile's own interests, in its order: never more than it may choose. */
export const ProfileResearchInterests = z.array(ResearchInterest).max(MAX_INTERESTS_PER_PROFILE);

/** The picker's suggestions: at most this many names match what the person typed. */
export const RESEARCH_INTEREST_SUGGESTIONS_MAX = 20;

/**
 * `GET /api/research-interests`: the picker's suggestions, never the whole shared list (60,000 names
 * at national size). `search` matches part of a name, ignoring case (names starting with it first,
 * then by name); without it the first names in name order. The person's own interests come with
 * their profile, not from here.
 */
export const ResearchInterestsQuery = z.object({
  search: z.string().trim().max(100, 'search can be at most 100 characters').optional(),
  limit: z.coerce
    .number({ error: `limit must be between 1 and ${RESEARCH_INTEREST_SUGGESTIONS_MAX}` })
    .int()
    .min(1, `limit must be between 1 and ${RESEARCH_INTEREST_SUGGESTIONS_MAX}`)
    .max(
      RESEARCH_INTEREST_SUGGESTIONS_MAX,
      `limit must be between 1 and ${RESEARCH_INTEREST_SUGGESTIONS_MAX}`,
    )
    .default(RESEARCH_INTEREST_SUGGESTIONS_MAX),
});
export type ResearchInterestsQuery = z.infer<typeof ResearchInterestsQuery>;

export const ResearchInterestListResponse = z.array(ResearchInterest).max(RESEARCH_INTEREST_SUGGESTIONS_MAX);
export type ResearchInterestListResponse = z.infer<typeof ResearchInterestListResponse>;

export const ClassificationCodes = z.object({
  forCodes: z.array(ProfileForCode),
  rfcdCodes: z.array(z.string()),
  seoCodes: z.array(z.string()),
  anzsicCodes: z.array(z.string()),
});
export type ClassificationCodes = z.infer<typeof ClassificationCodes>;

// ---- Imported from ORCID ----

export const publicationTypes = [
  'Journal Article',
  'Conference Paper',
  'Book Chapter',
  'Book',
  'Report',
  'Other',
] as const;
export const PublicationType = z.enum(publicationTypes);
export type PublicationType = z.infer<typeof PublicationType>;

export const Publication = z.object({
  id: z.uuid(),
  type: PublicationType,
  title: z.string(),
  journal: z.string().nullable(),
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  url: z.string().nullable(),
  /** From OpenAlex by DOI; null: no citation data (no DOI, not in OpenAlex, or not asked yet). */
  citations: z.number().int().nonnegative().nullable(),
});
export type Publication = z.infer<typeof Publication>;

/** Dates from ORCID are often partial: `2019`, `2019-03` or `2019-03-01`. */
export const PartialDate = z.string().nullable();

export const Affiliation = z.object({
  id: z.uuid(),
  organization: z.string(),
  department: z.string().nullable(),
  role: z.string().nullable(),
  startDate: PartialDate,
  endDate: PartialDate,
  isCurrent: z.boolean(),
});
export type Affiliation = z.infer<typeof Affiliation>;

/** ORCID educations and qualifications; `type` drives the "Qualification" badge. */
export const Education = z.object({
  id: z.uuid(),
  type: z.enum(['education', 'qualification']),
  degree: z.string().nullable(),
  institution: z.string(),
  field: z.string().nullable(),
  startDate: PartialDate,
  endDate: PartialDate,
});
export type Education = z.infer<typeof Education>;

export const Award = z.object({
  id: z.uuid(),
  title: z.string(),
  organization: z.string().nullable(),
  year: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type Award = z.infer<typeof Award>;

// ---- The research profile ----

export const Profile = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** Null when no iD is linked any more (another account proved the one this account typed). */
  orcidId: z.string().nullable(),
  /** True when the holder proved the iD (sign-in provider or ORCID's own sign-in); false when typed. */
  orcidVerified: z.boolean(),
  /** From ORCID (credit name, else given and family names), else the account's names. */
  name: z.string(),
  email: z.string().nullable(),
  biography: z.string().nullable(),
  /** The current (else latest) employment's role, organisation and department. */
  position: z.string().nullable(),
  institution: z.string().nullable(),
  department: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  availableForSupervision: z.boolean(),
  availableForExamination: z.boolean(),
  acceptingCollaborations: z.boolean(),
  contactPreferences: z.string().nullable(),
  /** The researcher's choice: their email address is shown to signed-in members (the default), or to nobody. */
  emailVisibleToMembers: z.boolean(),
  researchStatement: z.string().nullable(),
  researchInterests: ProfileResearchInterests,
  classificationCodes: ClassificationCodes,
  /** What they publish on, from OpenAlex, with source and date; null: no OpenAlex author (no topics). */
  researchTopics: ResearchTopics.nullable().optional(),
  lastSynced: z.string().nullable(),
  /** True while the record could not be imported yet and is being retried (ORCID did not answer). */
  orcidImportPending: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileStats = z.object({
  publications: z.number().int(),
  /** `citationMetrics`' figures, 0 when there is none (kept for older clients). */
  citations: z.number().int(),
  hIndex: z.number().int(),
  /** Citation figures with their source and date; null: no citation data. */
  citationMetrics: CitationMetrics.nullable().optional(),
  education: z.number().int(),
  awards: z.number().int(),
  affiliations: z.number().int(),
});
export type ProfileStats = z.infer<typeof ProfileStats>;

/**
 * The most affiliations, educations or awards one profile sends (each list separately), whether on
 * /profile or on a researcher's page. Real ORCID records hold a few dozen at most (a long career's
 * employments, degrees and prizes), so a page never needs more; a record with more shows its first
 * 100 in the list's order (current and newest first) and `stats` still counts them all.
 */
export const ORCID_RECORD_LIST_MAX = 100;
export const ORCID_RECORD_LIST_WHY =
  'ORCID records hold a few dozen affiliations, educations or awards at most; past 100, the first 100 (current and newest first) are sent and stats counts them all';

/**
 * The publications `GET /api/profile` sends: the newest 20 (a prolific researcher has 1,900). The
 * Publications tab reads on, page by page, from `GET /api/researcher/:userId/publications`;
 * `stats.publications` is the true count.
 */
export const PROFILE_PUBLICATIONS_MAX = 20;

/** `GET /api/profile`: the signed-in user's own profile with everything its tabs show. */
export const ProfileResponse = z.object({
  profile: Profile,
  stats: ProfileStats,
  education: z.array(Education).max(ORCID_RECORD_LIST_MAX),
  awards: z.array(Award).max(ORCID_RECORD_LIST_MAX),
  publications: z.array(Publication).max(PROFILE_PUBLICATIONS_MAX),
  affiliations: z.array(Affiliation).max(ORCID_RECORD_LIST_MAX),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** `POST /api/orcid/connect`. */
export const ConnectOrcidBody = z.object({ orcidId: OrcidId });
export type ConnectOrcidBody = z.infer<typeof ConnectOrcidBody>;

/** `POST /api/orcid/connect` and `POST /api/profile/sync`: what was imported, with a message to show. */
export const ProfileChangeResponse = ProfileResponse.extend({ message: z.string() });
export type ProfileChangeResponse = z.infer<typeof ProfileChangeResponse>;

/** `GET /api/orcid/status`. */
export const OrcidStatusResponse = z.object({
  linked: z.boolean(),
  orcidId: z.string().nullable(),
  orcidVerified: z.boolean(),
  /** Whether "Connect with ORCID" (ORCID's own sign-in) is offered on this server. */
  oauthAvailable: z.boolean(),
});
export type OrcidStatusResponse = z.infer<typeof OrcidStatusResponse>;

/** `GET /api/orcid/callback` query, as ORCID redirects back. */
export const OrcidCallbackQuery = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(2048).optional(),
  error: z.string().max(512).optional(),
});
export type OrcidCallbackQuery = z.infer<typeof OrcidCallbackQuery>;

/** `POST /api/orcid/confirm`: the proof token the callback gave, when the link needs a yes. */
export const ConfirmOrcidBody = z.object({
  token: z
    .string({ message: 'The confirmation token is missing' })
    .min(1, 'The confirmation token is missing')
    .max(200, 'The confirmation token is not valid'),
});
export type ConfirmOrcidBody = z.infer<typeof ConfirmOrcidBody>;

// ---- Research data (interests and codes) ----

/** `GET /api/profile/:id/research-data`. */
export const ResearchDataResponse = z.object({
  researchInterests: ProfileResearchInterests,
  classificationCodes: ClassificationCodes,
});
export type ResearchDataResponse = z.infer<typeof ResearchDataResponse>;

export const FOR_CODE_FORMAT = 'FoR codes must be 2, 4 or 6 digits';
export const OTHER_CODE_FORMAT = 'Classification codes must be 1 to 12 letters or digits';
export const MAX_CODES_PER_SCHEME = 50;

const codeList = (item: z.ZodString, label: string) =>
  z
    .array(item)
    .max(MAX_CODES_PER_SCHEME, { error: `At most ${MAX_CODES_PER_SCHEME} ${label} can be chosen` });

const OtherCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,12}$/, { error: OTHER_CODE_FORMAT });

/** `POST /api/profile/classification-codes`: replaces the profile's codes (the web sends the last three empty). */
export const ClassificationCodesBody = z.object({
  forCodes: codeList(
    z
      .string()
      .trim()
      .regex(/^\d{2}(\d{2}){0,2}$/, { error: FOR_CODE_FORMAT }),
    'FoR codes',
  ),
  rfcdCodes: codeList(OtherCode, 'RFCD codes').default([]),
  seoCodes: codeList(OtherCode, 'SEO codes').default([]),
  anzsicCodes: codeList(OtherCode, 'ANZSIC codes').default([]),
});
export type ClassificationCodesBody = z.infer<typeof ClassificationCodesBody>;

export const ClassificationCodesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  classificationCodes: ClassificationCodes,
});
export type ClassificationCodesResponse = z.infer<typeof ClassificationCodesResponse>;

export const RESEARCH_INTEREST_REQUIRED = 'Research interest name is required';
export const RESEARCH_INTEREST_MAX = 100;

export const RESEARCH_INTEREST_MARKUP = 'A research interest cannot contain < or >';
export const RESEARCH_INTEREST_NEEDS_WORD = 'A research interest needs at least one letter or digit';
/** How many new interests one person may add to the shared list in 24 hours. */
export const RESEARCH_INTERESTS_PER_DAY = 20;
export const RESEARCH_INTEREST_DAILY_LIMIT = `You can add up to ${RESEARCH_INTERESTS_PER_DAY} new research interests a day. Choose from the list, or add more tomorrow.`;

/**
 * A name on the shared list, which everyone sees in the picker: cleaned like all free text, spaces
 * collapsed (so "AI  ethics" is "AI ethics"), at least one letter or digit, and no angle brackets.
 * React shows `<img ...>` as text, but a topic name has no use for markup and the list is shared:
 * refusing it says so to the writer instead of showing everyone a name that looks like code.
 */
export const ResearchInterestName = textLine({ error: RESEARCH_INTEREST_REQUIRED })
  .trim()
  .overwrite((name) => name.replace(/\s+/gu, ' '))
  .min(1, { error: RESEARCH_INTEREST_REQUIRED, abort: true })
  .max(RESEARCH_INTEREST_MAX, {
    error: `A research interest can be at most ${RESEARCH_INTEREST_MAX} characters`,
  })
  .refine((name) => !/[<>]/u.test(name), { error: RESEARCH_INTEREST_MARKUP })
  .refine((name) => /[\p{L}\p{N}]/u.test(name), { error: RESEARCH_INTEREST_NEEDS_WORD });

/**
 * `POST /api/research-interests`: adds a name to the shared list (or returns the one already there).
 * 429 RESEARCH_INTEREST_DAILY_LIMIT past `RESEARCH_INTERESTS_PER_DAY` new names in 24 hours.
 */
export const CreateResearchInterestBody = z.object({ name: ResearchInterestName });
export type CreateResearchInterestBody = z.infer<typeof CreateResearchInterestBody>;

/** `POST /api/profile/research-interests`: replaces the profile's interests. */
export const SetResearchInterestsBody = z.object({
  interestIds: z
    .array(z.uuid({ error: 'Each research interest id must be a UUID' }))
    .max(MAX_INTERESTS_PER_PROFILE, {
      error: `At most ${MAX_INTERESTS_PER_PROFILE} research interests can be chosen`,
    }),
});
export type SetResearchInterestsBody = z.infer<typeof SetResearchInterestsBody>;

export const ResearchInterestsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  researchInterests: ProfileResearchInterests,
});
export type ResearchInterestsResponse = z.infer<typeof ResearchInterestsResponse>;

// ---- Preferences ----

const optionalText = (label: string, max: number) =>
  textBlock()
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** `POST /api/profile/preferences`: fields left out keep their value. */
export const PreferencesBody = z.object({
  availableForSupervision: z.boolean().optional(),
  availableForExamination: z.boolean().optional(),
  acceptingCollaborations: z.boolean().optional(),
  contactPreferences: optionalText('Contact preferences', 1000),
  emailVisibleToMembers: z.boolean().optional(),
  researchStatement: optionalText('The research statement', 5000),
});
export type PreferencesBody = z.infer<typeof PreferencesBody>;

export const Preferences = z.object({
  availableForSupervision: z.boolean(),
  availableForExamination: z.boolean(),
  acceptingCollaborations: z.boolean(),
  contactPreferences: z.string().nullable(),
  emailVisibleToMembers: z.boolean(),
  researchStatement: z.string().nullable(),
});
export type Preferences = z.infer<typeof Preferences>;

export const PreferencesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  preferences: Preferences,
});
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;

// ---- Profile image ----

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The image types accepted (checked by their bytes on upload). */
export const imageContentTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/**
 * The largest picture accepted, by its dimensions (a few kilobytes of PNG can hold 100 megapixels
 * that every viewer's browser would decode).
 */
export const IMAGE_MAX_SIDE = 4096;
export const IMAGE_MAX_PIXELS = 16_000_000;
/**
 * The widths (in pixels, on the shorter side) each uploaded photo is stored at, re-encoded as WebP.
 * A page asks for one with `?size=` on the photo's address.
 */
export const PHOTO_WIDTHS = [64, 256, 512] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const LARGEST_PHOTO_WIDTH: PhotoWidth = 512;

/** `POST /api/profile/image/upload`: a short-lived signed address to PUT the file to. */
export const ImageUploadResponse = z.object({ uploadURL: z.string() });
export type ImageUploadResponse = z.infer<typeof ImageUploadResponse>;

/** `PUT /api/profile/image/upload/:token`: the uploaded image's address. */
export const ImageUploadedResponse = z.object({ imageUrl: z.string() });
export type ImageUploadedResponse = z.infer<typeof ImageUploadedResponse>;

/** `PUT /api/profile/image`: the upload address or the image address of an image this user uploaded. */
export const SetProfileImageBody = z.object({
  imageUrl: z
    .string({ error: 'imageUrl is required' })
    .trim()
    .min(1, { error: 'imageUrl is required' })
    .max(4096),
});
export type SetProfileImageBody = z.infer<typeof SetProfileImageBody>;

export const ProfileImageResponse = z.object({ imageUrl: z.string() });
export type ProfileImageResponse = z.infer<typeof ProfileImageResponse>;

// ---- Public researcher pages ----

export const RESEARCHER_NOT_FOUND = 'The requested researcher profile could not be found.';

/** `/api/researcher/:userId`: a user id or a profile id (the web sends both kinds). */
export const ResearcherParams = z.object({
  userId: z.uuid({ error: 'The researcher id must be a UUID' }),
});
export type ResearcherParams = z.infer<typeof ResearcherParams>;

/** `GET /api/researcher/:userId`: what another signed-in user sees of a researcher. */
export const ResearcherResponse = Profile.omit({
  lastSynced: true,
  updatedAt: true,
  orcidImportPending: true,
}).extend({
  stats: ProfileStats,
});
export type ResearcherResponse = z.infer<typeof ResearcherResponse>;

/** The most publications one page of `GET /api/researcher/:userId/publications` holds. */
export const PUBLICATION_PAGE_MAX = 100;
/**
 * `GET /api/researcher/:userId/publications`: a page of them, newest first (works without a year
 * last); the total in the X-Total-Count header. Without `limit`, the first 20.
 */
export const PublicationListQuery = listPageQuery(PUBLICATION_PAGE_MAX, PROFILE_PUBLICATIONS_MAX);
export type PublicationListQuery = z.infer<typeof PublicationListQuery>;

export const PublicationListResponse = z.array(Publication).max(PUBLICATION_PAGE_MAX);
export type PublicationListResponse = z.infer<typeof PublicationListResponse>;
export const AffiliationListResponse = z.array(Affiliation).max(ORCID_RECORD_LIST_MAX);
export type AffiliationListResponse = z.infer<typeof AffiliationListResponse>;
export const EducationListResponse = z.array(Education).max(ORCID_RECORD_LIST_MAX);
export type EducationListResponse = z.infer<typeof EducationListResponse>;
export const AwardListResponse = z.array(Award).max(ORCID_RECORD_LIST_MAX);
export type AwardListResponse = z.infer<typeof AwardListResponse>;

/** The signed upload address `POST /api/profile/image/upload` hands out. */
export const ImageUploadParams = z.object({ token: z.string().min(1).max(2048) });
export type ImageUploadParams = z.infer<typeof ImageUploadParams>;

/** A stored profile image's file name. */
export const ImageFileParams = z.object({ file: z.string().max(100) });
export type ImageFileParams = z.infer<typeof ImageFileParams>;

/** Which of the photo's sizes to serve; without one, the largest. */
export const ImageFileQuery = z.object({
  size: z.coerce
    .number<string>()
    .pipe(z.literal(PHOTO_WIDTHS, { error: `size must be ${PHOTO_WIDTHS.join(', ')}` }))
    .optional(),
});
export type ImageFileQuery = z.infer<typeof ImageFileQuery>;

const orcidRecordBound = { fixed: { max: ORCID_RECORD_LIST_MAX, why: ORCID_RECORD_LIST_WHY } } as const;
const profileInterestsBound = {
  fixed: {
    max: MAX_INTERESTS_PER_PROFILE,
    why: 'a profile holds at most 50 interests (POST /api/profile/research-interests refuses more)',
  },
} as const;

/** Every profile endpoint (see `defineRoute`). */
export const profileRoutes = {
  ownProfile: defineRoute({
    method: 'GET',
    path: '/api/profile',
    auth: 'user',
    bounded: {
      fields: {
        education: orcidRecordBound,
        awards: orcidRecordBound,
        affiliations: orcidRecordBound,
        publications: {
          fixed: {
            max: PROFILE_PUBLICATIONS_MAX,
            why: 'the newest 20; the rest page through GET /api/researcher/:userId/publications, stats.publications counts all',
          },
        },
      },
    },
    response: { 200: ProfileResponse },
  }),
  connectOrcid: defineRoute({
    method: 'POST',
    path: '/api/orcid/connect',
    auth: 'user',
    body: ConnectOrcidBody,
    response: { 200: ProfileChangeResponse },
  }),
  orcidStatus: defineRoute({
    method: 'GET',
    path: '/api/orcid/status',
    auth: 'user',
    response: { 200: OrcidStatusResponse },
  }),
  // "Connect with ORCID": ORCID's own sign-in proves the iD (offered when client credentials are set).
  // Both answer with a redirect.
  orcidAuthorize: defineRoute({ method: 'GET', path: '/api/orcid/authorize', auth: 'user', response: {} }),
  orcidCallback: defineRoute({
    method: 'GET',
    path: '/api/orcid/callback',
    auth: 'user',
    query: OrcidCallbackQuery,
    response: {},
  }),
  // A proven iD another account holds as a typed claim is linked only once the prover confirms.
  confirmOrcid: defineRoute({
    method: 'POST',
    path: '/api/orcid/confirm',
    auth: 'user',
    body: ConfirmOrcidBody,
    response: { 200: ProfileChangeResponse },
  }),
  sync: defineRoute({
    method: 'POST',
    path: '/api/profile/sync',
    auth: 'user',
    response: { 200: ProfileChangeResponse },
  }),
  // Interests and codes show on every researcher's public page, so any signed-in user may read them.
  researchData: defineRoute({
    method: 'GET',
    path: '/api/profile/:id/research-data',
    auth: 'user',
    params: IdParams,
    bounded: { fields: { researchInterests: profileInterestsBound } },
    response: { 200: ResearchDataResponse },
  }),
  /** Answers 304 to a matching If-None-Match. */
  forCodes: defineRoute({
    method: 'GET',
    path: '/api/classification-codes/for',
    auth: 'public',
    bounded: { fixed: { max: FOR_CODE_COUNT, why: 'the ANZSRC 2020 standard has 2,203 codes' } },
    response: { 200: ForCodeListResponse, 304: z.void() },
  }),
  setClassificationCodes: defineRoute({
    method: 'POST',
    path: '/api/profile/classification-codes',
    auth: 'user',
    body: ClassificationCodesBody,
    response: { 200: ClassificationCodesResponse },
  }),
  researchInterests: defineRoute({
    method: 'GET',
    path: '/api/research-interests',
    auth: 'user',
    query: ResearchInterestsQuery,
    bounded: {
      fixed: {
        max: RESEARCH_INTEREST_SUGGESTIONS_MAX,
        why: 'suggestions for what the person types, at most 20; their own interests come with their profile',
      },
    },
    response: { 200: ResearchInterestListResponse },
  }),
  /** 201 a new interest; 200 one of the same name that already existed. */
  createResearchInterest: defineRoute({
    method: 'POST',
    path: '/api/research-interests',
    auth: 'user',
    body: CreateResearchInterestBody,
    response: { 200: ResearchInterest, 201: ResearchInterest },
  }),
  setResearchInterests: defineRoute({
    method: 'POST',
    path: '/api/profile/research-interests',
    auth: 'user',
    body: SetResearchInterestsBody,
    response: { 200: ResearchInterestsResponse },
  }),
  /** Hides one of the researcher's own OpenAlex topics, or shows it again. */
  setResearchTopicVisibility: defineRoute({
    method: 'POST',
    path: '/api/profile/research-topics/visibility',
    auth: 'user',
    body: ResearchTopicVisibilityBody,
    response: { 200: ResearchTopicVisibilityResponse },
  }),
  setPreferences: defineRoute({
    method: 'POST',
    path: '/api/profile/preferences',
    auth: 'user',
    body: PreferencesBody,
    response: { 200: PreferencesResponse },
  }),
  imageUploadUrl: defineRoute({
    method: 'POST',
    path: '/api/profile/image/upload',
    auth: 'user',
    response: { 200: ImageUploadResponse },
  }),
  // The signed upload address: the signature in the token is the authorisation. The body is the
  // image's raw bytes.
  uploadImage: defineRoute({
    method: 'PUT',
    path: '/api/profile/image/upload/:token',
    auth: 'public',
    tokenInAddress: true,
    params: ImageUploadParams,
    response: { 200: ImageUploadedResponse },
  }),
  setProfileImage: defineRoute({
    method: 'PUT',
    path: '/api/profile/image',
    auth: 'user',
    body: SetProfileImageBody,
    response: { 200: ProfileImageResponse },
  }),
  removeProfileImage: defineRoute({
    method: 'DELETE',
    path: '/api/profile/image',
    auth: 'user',
    response: { 200: OkReply },
  }),
  /** The photo itself, at one of its sizes (`?size=`, else the largest), as WebP. */
  profileImage: defineRoute({
    method: 'GET',
    path: '/api/profile/images/:file',
    auth: 'public',
    params: ImageFileParams,
    query: ImageFileQuery,
    response: {},
  }),
  researcher: defineRoute({
    method: 'GET',
    path: '/api/researcher/:userId',
    auth: 'user',
    params: ResearcherParams,
    bounded: { fields: { researchInterests: profileInterestsBound } },
    response: { 200: ResearcherResponse },
  }),
  researcherPublications: defineRoute({
    method: 'GET',
    path: '/api/researcher/:userId/publications',
    auth: 'user',
    params: ResearcherParams,
    query: PublicationListQuery,
    bounded: { paged: { maxLimit: PUBLICATION_PAGE_MAX } },
    response: { 200: PublicationListResponse },
  }),
  researcherAffiliations: defineRoute({
    method: 'GET',
    path: '/api/researcher/:userId/affiliations',
    auth: 'user',
    params: ResearcherParams,
    bounded: orcidRecordBound,
    response: { 200: AffiliationListResponse },
  }),
  researcherEducation: defineRoute({
    method: 'GET',
    path: '/api/researcher/:userId/education',
    auth: 'user',
    params: ResearcherParams,
    bounded: orcidRecordBound,
    response: { 200: EducationListResponse },
  }),
  researcherAwards: defineRoute({
    method: 'GET',
    path: '/api/researcher/:userId/awards',
    auth: 'user',
    params: ResearcherParams,
    bounded: orcidRecordBound,
    response: { 200: AwardListResponse },
  }),
} satisfies RouteDefinitions;

// ---- Personal data (APP 12: a person takes their data with them) ----

/** What profile holds about a person: account details, profile, ORCID records, interests, codes, images. */
export const ProfilePersonalData = z.object({
  account: PersonalDataRow.nullable(),
  profile: PersonalDataRow.nullable(),
  publications: PersonalDataRows,
  affiliations: PersonalDataRows,
  education: PersonalDataRows,
  awards: PersonalDataRows,
  researchInterests: PersonalDataRows,
  forCodes: PersonalDataRows,
  otherCodes: PersonalDataRows,
  images: PersonalDataRows,
});
export type ProfilePersonalData = z.infer<typeof ProfilePersonalData>;

/** Profile's internal routes: service to service only; the gateway never forwards `/internal`. */
export const profileInternalRoutes = {
  /** The gateway, for "Download my data". */
  personalData: personalDataRoute(ProfilePersonalData),
};
