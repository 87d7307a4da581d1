import {
  ProjectBody,
  type MyMembershipProject,
  type ProjectDetailResponse,
  type ProjectResponse,
} from '@app/contracts/projects/http';
import type { ProfileResponse } from '@app/contracts/profile/http';
import { profileResponse, uuid } from '../../../test/fixtures';
import { projectCategories, researchMethodologies, researchMethods } from '@app/contracts/projects/options';

export const OWN_PROFILE_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_PROFILE_ID = '22222222-2222-4222-8222-222222222222';

export const projectOptions = {
  categories: projectCategories.map((c) => ({ value: c.value, description: c.description })),
  researchMethods: [...researchMethods],
  researchMethodologies: [...researchMethodologies],
};

let seq = 0;

/** The server's answer to a create or update: `project` with the fields `body` sends, read as the server reads them. */
export function savedProject(project: ProjectResponse, body: unknown): ProjectResponse {
  const sent = Object.entries(ProjectBody.parse(body)).filter(([, value]) => value !== undefined);
  return { ...project, ...Object.fromEntries(sent) };
}

export function aProject(overrides: Partial<ProjectResponse> = {}): ProjectResponse {
  seq += 1;
  return {
    id: uuid(seq),
    title: `Project ${seq}`,
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

export const aDetail = (
  project: ProjectResponse,
  membership: ProjectDetailResponse['membership'] = null,
): ProjectDetailResponse => ({ ...project, membership });

export const aMembership = (projectId: string, joinedAt = '2026-05-06T01:00:00.000Z') => ({
  id: uuid(9000 + (seq += 1)),
  projectId,
  profileId: OWN_PROFILE_ID,
  role: 'collaborator',
  status: 'active' as const,
  joinedAt,
});

export const aJoinedProject = (project: ProjectResponse, joinedAt?: string): MyMembershipProject => ({
  ...project,
  isJoinedProject: true,
  membership: aMembership(project.id, joinedAt),
});

/** GET /api/profile for the signed-in user. */
export const ownProfile: ProfileResponse = profileResponse({ id: OWN_PROFILE_ID, name: 'Alex Own' });
