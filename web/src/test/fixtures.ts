import type { ProjectResponse } from '@app/contracts/projects/http';
import type { AcademicConnection, ConnectionRequest } from '@app/contracts/networking/http';
import type { GroupMembershipEntry } from '@app/contracts/groups/http';
import type {
  ClassificationCodesResponse,
  PreferencesResponse,
  ProfileResponse,
  ResearcherResponse,
} from '@app/contracts/profile/http';

export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const PROFILE_ID = '33333333-3333-4333-8333-333333333333';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** `GET /api/profile` for a researcher with an ORCID iD linked. */
export function profileResponse(overrides: Partial<ProfileResponse['profile']> = {}): ProfileResponse {
  return {
    profile: {
      id: PROFILE_ID,
      userId: USER_ID,
      orcidId: '0000-0002-1825-0097',
      orcidVerified: true,
      name: 'Alice Chen',
      email: 'alice@example.edu',
      biography: 'Alice researches computational thinking in primary schools.',
      position: 'Senior Lecturer',
      institution: 'Monash University',
      department: 'School of Curriculum',
      profileImageUrl: null,
      availableForSupervision: true,
      availableForExamination: false,
      acceptingCollaborations: true,
      contactPreferences: 'Email is best',
      emailVisibleToMembers: true,
      researchStatement: 'Making computing education equitable.',
      researchInterests: [{ id: uuid(901), name: 'Computational thinking' }],
      classificationCodes: {
        forCodes: [{ id: 'f1', code: '390405', title: 'Educational technology and computing' }],
        rfcdCodes: [],
        seoCodes: [],
        anzsicCodes: [],
      },
      lastSynced: '2026-03-01T00:00:00.000Z',
      orcidImportPending: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      ...overrides,
    },
    stats: {
      publications: 2,
      citations: 15,
      hIndex: 1,
      citationMetrics: {
        citations: 15,
        hIndex: 1,
        i10Index: 1,
        source: 'OpenAlex',
        fetchedAt: '2026-11-24T03:00:00.000Z',
      },
      education: 1,
      awards: 1,
      affiliations: 2,
    },
    education: [
      {
        id: uuid(301),
        type: 'education',
        degree: 'PhD',
        institution: 'The University of Melbourne',
        field: 'Education',
        startDate: '2011',
        endDate: '2015-06',
      },
    ],
    awards: [
      {
        id: uuid(401),
        title: 'Early Career Researcher Award',
        organization: 'AARE',
        year: 2020,
        description: 'For research in computing education.',
      },
    ],
    publications: [
      {
        id: uuid(101),
        type: 'Journal Article',
        title: 'Teaching computational thinking',
        journal: 'Computers & Education',
        year: 2023,
        doi: '10.1000/ct.2023',
        url: null,
        citations: 12,
      },
      {
        id: uuid(102),
        type: 'Conference Paper',
        title: 'Digital technologies in the primary classroom',
        journal: 'ACM ITiCSE',
        year: 2021,
        doi: null,
        url: null,
        citations: null,
      },
    ],
    affiliations: [
      {
        id: uuid(201),
        organization: 'Monash University',
        department: 'School of Curriculum',
        role: 'Senior Lecturer',
        startDate: '2019-02',
        endDate: null,
        isCurrent: true,
      },
      {
        id: uuid(202),
        organization: 'Deakin University',
        department: 'School of Education',
        role: 'Lecturer',
        startDate: '2015',
        endDate: '2019-01',
        isCurrent: false,
      },
    ],
  };
}

/** `POST /api/profile/preferences`: the preferences of `profileResponse()`, saved. */
export function preferencesResponse(): PreferencesResponse {
  const { profile } = profileResponse();
  return {
    success: true,
    message: 'Preferences updated successfully',
    preferences: {
      availableForSupervision: profile.availableForSupervision,
      availableForExamination: profile.availableForExamination,
      acceptingCollaborations: profile.acceptingCollaborations,
      contactPreferences: profile.contactPreferences,
      emailVisibleToMembers: profile.emailVisibleToMembers,
      researchStatement: profile.researchStatement,
    },
  };
}

/** `POST /api/profile/classification-codes`: the codes of `profileResponse()`, saved. */
export function classificationCodesResponse(): ClassificationCodesResponse {
  return {
    success: true,
    message: 'Classification codes updated successfully',
    classificationCodes: profileResponse().profile.classificationCodes,
  };
}

/** `GET /api/researcher/:id`. */
export function researcherResponse(overrides: Partial<ResearcherResponse> = {}): ResearcherResponse {
  const { profile, stats } = profileResponse();
  const { lastSynced: _l, updatedAt: _u, ...rest } = profile;
  return { ...rest, stats, ...overrides };
}

export function notification(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(500 + n),
    type: 'admin_message',
    title: `Notice ${n}`,
    message: `Message ${n}`,
    createdAt: `2026-03-${String(10 + n).padStart(2, '0')}T09:00:00.000Z`,
    isRead: false,
    relatedConnectionId: null,
    relatedProjectId: null,
    link: '/',
    ...overrides,
  };
}

/** One entry of `GET /api/my-groups`: group `n`, with `group`'s fields replacing the made-up ones. */
export const groupEntry = (
  n: number,
  isLeader = false,
  group: Partial<GroupMembershipEntry['group']> = {},
): GroupMembershipEntry => ({
  group: {
    id: uuid(700 + n),
    name: `Group ${n}`,
    description: `About group ${n}`,
    category: 'TPACK',
    ...group,
  },
  membership: { isLeader, joinedAt: '2025-05-04T00:00:00.000Z' },
});

/**
 * One entry of `GET /api/academic-connections/requests` (the contract's shape): request `n`, from
 * "Student n" to the signed-in user, pending, with its thesis details in both places.
 */
export function connectionRequest(n: number, overrides: Partial<ConnectionRequest> = {}): ConnectionRequest {
  const day = `2026-04-${String((n % 28) + 1).padStart(2, '0')}T00:00:00.000Z`;
  return {
    id: uuid(400 + n),
    fromUserId: uuid(500 + n),
    toUserId: USER_ID,
    fromProfileId: uuid(600 + n),
    toProfileId: null,
    fromProfile: { name: `Student ${n}`, email: null },
    toProfile: { userId: USER_ID, profileId: PROFILE_ID, name: 'Alice Chen', email: null, institution: null },
    requesterName: `Student ${n}`,
    fromName: `Student ${n}`,
    requesterEmail: `student${n}@uni.edu`,
    fromEmail: `student${n}@uni.edu`,
    requesterInstitution: 'Deakin University',
    fromInstitution: 'Deakin University',
    isOutgoing: false,
    connectionType: 'examiner_request',
    status: 'pending',
    createdAt: day,
    requestedAt: day,
    respondedAt: null,
    message: `Message from student ${n}`,
    requestMessage: `Message from student ${n}`,
    thesisTitle: `Thesis ${n}`,
    researchArea: `Area ${n}`,
    metadata: { thesisTitle: `Thesis ${n}`, researchArea: `Area ${n}` },
    ...overrides,
  };
}

/** The connection row a request answered with `status` becomes (what the respond/accept/decline calls return). */
export function answeredConnection(
  request: ConnectionRequest,
  status: AcademicConnection['status'] = 'accepted',
): AcademicConnection {
  return {
    id: request.id,
    fromUserId: request.fromUserId,
    toUserId: request.toUserId,
    fromProfileId: request.fromProfileId,
    toProfileId: request.toProfileId,
    connectionType: request.connectionType,
    status,
    strength: 1,
    metadata: request.metadata,
    message: request.message,
    createdAt: request.createdAt,
    respondedAt: '2026-05-01T00:00:00.000Z',
  };
}

export const OWN_PROFILE_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_PROFILE_ID = '22222222-2222-4222-8222-222222222222';

let projectSeq = 0;

/** A project as the projects service answers it, created by OTHER_PROFILE_ID unless overridden. */
export function aProject(overrides: Partial<ProjectResponse> = {}): ProjectResponse {
  projectSeq += 1;
  return {
    id: uuid(projectSeq),
    title: `Project ${projectSeq}`,
    description: 'A study of technologies education.',
    objectives: null,
    expectedOutputs: null,
    duration: '12 months',
    contactEmail: null,
    skillsNeeded: 'Qualitative analysis',
    collaboratorTypes: null,
    categories: ['TPACK'],
    researchMethods: [],
    researchMethodologies: [],
    fundingRequired: false,
    fundingAmount: null,
    isPublic: true,
    status: 'seeking_collaborators',
    createdBy: OTHER_PROFILE_ID,
    createdAt: '2026-03-04T01:00:00.000Z',
    updatedAt: '2026-03-04T01:00:00.000Z',
    relevanceScore: 0,
    creatorProfile: {
      id: OTHER_PROFILE_ID,
      name: 'Dr Jane Lead',
      profileImageUrl: null,
      biography: 'Researcher.',
    },
    collaboratorCount: 0,
    ...overrides,
  };
}
